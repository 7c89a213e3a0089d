/** @jest-environment node */
import { faker as fakerEN } from '@faker-js/faker/locale/en';
import { faker } from '../db/faker';
import { seedLocale } from '../db/fakerLocale';

/** faker's English definitions (with the base locale under them). */
const en = fakerEN.rawDefinitions;

test("the seed's definitions are faker's English ones (regenerate with npm run mock:faker-locale)", () => {
  expect(seedLocale.color?.human).toEqual(en.color?.human);
  expect(seedLocale.lorem?.word).toEqual(en.lorem?.word);
  expect(seedLocale.person?.first_name).toEqual(en.person?.first_name);
  expect(seedLocale.person?.last_name).toEqual(en.person?.last_name);
  expect(seedLocale.person?.last_name_pattern).toEqual(en.person?.last_name_pattern);
});

test('every call the seed makes gives what fakerEN gives from the same seed', () => {
  const draw = (f: typeof faker) => {
    f.seed(42);
    return Array.from({ length: 200 }, () => [
      f.internet.username(),
      f.color.human(),
      f.lorem.sentences(2),
      f.helpers.arrayElement(['a', 'b', 'c']),
      f.number.int({ min: 0, max: 320 }),
      f.number.float(),
    ]);
  };
  expect(draw(faker)).toEqual(draw(fakerEN));
});
