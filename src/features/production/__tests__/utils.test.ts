/** @jest-environment node */
import {
  PRODUCTION_PAGE_STATUSES,
  productionPageRedirect,
  productionStatusTarget,
} from '@/utils/productionRoutes';
import {
  incomeRequest,
  isValidPeople,
  labCardTarget,
  ownProductName,
  PEOPLE_MARKS,
  plainText,
  priceBounds,
  priceOptions,
  sellDefaults,
  samplingPriceOf,
  totalPaid,
  validateAddress,
  validateSell,
  EMPTY_ADDRESS,
  type SellValues,
} from '../utils';
import { formatMoney } from '@/utils/money';

const valid: SellValues = {
  title: 'Ring',
  material: ['Silver'],
  selling_price: '30',
  people_number: 30,
  story: '',
};

describe('amounts', () => {
  test('two price options with the 10 % service fee and the total', () => {
    const [single, bulk] = priceOptions({ sampling_cost: 15, sampling_price: 15, origin_price: 12 });
    expect(single).toEqual({ key: 'single', count: 1, subtotal: 15, fee: 1.5, total: 16.5 });
    expect(bulk).toEqual({ key: 'bulk', count: 10, subtotal: 120, fee: 12, total: 132 });
    const [odd] = priceOptions({ sampling_cost: 12.35 });
    expect(odd.fee).toBe(1.24);
    expect(odd.total).toBe(13.59);
  });

  test('total paid = items × sampling price, 2 decimals', () => {
    expect(totalPaid(10, 12.345)).toBe(123.45);
    expect(formatMoney(totalPaid(3, 9.99))).toBe('$29.97');
    expect(totalPaid(0, 20)).toBe(0);
  });
});

describe('sell form rules (spec 2 §5)', () => {
  test('messages word for word', () => {
    const errors = validateSell(
      { title: ' ', material: [], selling_price: '', people_number: null, story: '' },
      10,
    );
    expect(errors).toEqual({
      title: 'Please input title!',
      material: 'Please choose material!',
      selling_price: 'Please input price!',
      people_number: 'Please choose quality!',
    });
    expect(validateSell({ ...valid, material: [] }, 10, 'production.selectMaterial').material).toBe(
      'Please select material!',
    );
  });

  test('selling price between 1.5× and 20× the cost, edges included', () => {
    expect(priceBounds(10)).toEqual({ min: 15, max: 200 });
    expect(validateSell({ ...valid, selling_price: '15' }, 10)).toEqual({});
    expect(validateSell({ ...valid, selling_price: '200' }, 10)).toEqual({});
    const low = validateSell({ ...valid, selling_price: '14.99' }, 10).selling_price;
    expect(low).toBe('The price must be between $15.00 and $200.00 (1.5 to 20 times the production cost).');
    expect(validateSell({ ...valid, selling_price: '200.01' }, 10).selling_price).toBe(low);
  });

  test('people_number 30 to 60 in steps of 10, default 30', () => {
    expect(PEOPLE_MARKS).toEqual([30, 40, 50, 60]);
    expect([30, 40, 50, 60].every(isValidPeople)).toBe(true);
    expect([20, 35, 70, '30'].some(isValidPeople)).toBe(false);
    expect(sellDefaults(null).people_number).toBe(30);
  });

  test('story at most 200 characters', () => {
    expect(validateSell({ ...valid, story: 'x'.repeat(200) }, 10)).toEqual({});
    expect(validateSell({ ...valid, story: 'x'.repeat(201) }, 10).story).toBe('At most 200 characters.');
    expect(plainText(`## T\n\n${'word '.repeat(80)}`).length).toBe(200);
  });

  test('defaults: suggested price or "1"; sampling price or "0"', () => {
    expect(sellDefaults({ suggested_selling_price: 45 }).selling_price).toBe('45');
    expect(sellDefaults({ suggested_selling_price: null }).selling_price).toBe('1');
    expect(samplingPriceOf({ sampling_price: 15 })).toBe('15');
    expect(samplingPriceOf(null)).toBe('0');
  });

  test('income request: prices as strings, people as a number; none while invalid', () => {
    expect(incomeRequest(valid, '15')).toEqual({
      selling_price: '30',
      origin_price: '15',
      people_number: 30,
    });
    expect(incomeRequest({ ...valid, selling_price: 'abc' }, '15')).toBeNull();
  });
});

test('address: all eight fields required', () => {
  const errors = validateAddress(EMPTY_ADDRESS);
  expect(Object.keys(errors)).toHaveLength(8);
  expect(errors.firstName).toBe('Please input first name!');
  expect(errors.phone).toBe('Please input phone!');
  expect(validateAddress({ ...EMPTY_ADDRESS, firstName: 'A' }).firstName).toBeUndefined();
});

describe('status → page table', () => {
  test('each status has its page; other statuses stand on the info page', () => {
    expect(productionStatusTarget(1, 7)).toBe('/tools/costAssessment/7');
    expect(productionStatusTarget(2, 7)).toBe('/tools/generate/7');
    expect(productionStatusTarget(3, 7)).toBe('/tools/deliver/7');
    expect(productionStatusTarget(4, 7)).toBe('/tools/pre-sale/7');
    for (const s of [0, 5, 6, null]) expect(productionStatusTarget(s, 7)).toBe('/tools/info/7');
  });

  test('a page opened in the wrong status redirects; in its own status it stays', () => {
    for (const [page, statuses] of Object.entries(PRODUCTION_PAGE_STATUSES)) {
      for (const s of [0, 1, 2, 3, 4, 5, 6]) {
        const to = productionPageRedirect(
          page as keyof typeof PRODUCTION_PAGE_STATUSES,
          { production_status: s },
          7,
        );
        if (statuses.includes(s)) expect(to).toBeNull();
        else expect(to).toBe(productionStatusTarget(s, 7));
      }
    }
    expect(productionPageRedirect('generate', null, 7)).toBe('/tools/info/7');
    expect(productionPageRedirect('preSale', { production_status: 4, pre_sale_status: 1 }, 7)).toBe(
      '/marketing/pre-sale',
    );
  });

  test('Lab cards: a pre-sale under review or on sale opens the order status', () => {
    expect(labCardTarget({ production_status: 4, pre_sale_status: 1 }, 7)).toBe('/tools/deliver/7');
    expect(labCardTarget({ production_status: 4, pre_sale_status: 5 }, 7)).toBe('/tools/pre-sale/7');
    expect(labCardTarget({ production_status: 1 }, 7)).toBe('/tools/costAssessment/7');
  });
});

describe('ownProductName', () => {
  it("is the product's title once it has one, else its picture's name, else none", () => {
    expect(ownProductName({ title: 'Linen shirt' }, { name: 'My sketch' })).toBe('Linen shirt');
    expect(ownProductName({ title: '' }, { name: 'My sketch' })).toBe('My sketch');
    expect(ownProductName(null, { name: 'My sketch' })).toBe('My sketch');
    expect(ownProductName({ title: null }, undefined)).toBeNull();
  });
});
