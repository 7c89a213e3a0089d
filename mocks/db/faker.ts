import { Faker } from '@faker-js/faker';
import { seedLocale } from './fakerLocale';

/**
 * The seed's faker, with only the English definitions it uses (fakerLocale.ts); its other calls (numbers, picks)
 * need none. `fakerEN` would put the whole English locale (~110 KB gzip) in the mock bundle every mock page loads;
 * the seed it builds is the same (mocks/__tests__/fakerLocale.test.ts).
 */
export const faker = new Faker({ locale: [seedLocale] });
