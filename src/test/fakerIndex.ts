import type { Faker as FakerClass } from '@faker-js/faker';
import { faker as baseFaker } from '@faker-js/faker/locale/base';

/**
 * What Jest loads for `@faker-js/faker` (jest.config.ts): the Faker class, which is all the mock backend takes from
 * the package's index (mocks/db/faker.ts). The index itself evaluates all of faker's ~70 locales, which a bundler
 * drops but Jest would evaluate in every test file: about 0.8 CPU-s each (docs/testing.md "Cost").
 */
export const Faker = baseFaker.constructor as typeof FakerClass;
