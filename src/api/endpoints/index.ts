// Every endpoint by resource; import from the resource's file (`@/api/endpoints/points`) or from here.
export * from './catalog';
export * from './generation';
export * from './images';
export * from './points';
export * from './products';
export * from './uploads';
export * from './user';
