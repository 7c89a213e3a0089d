import { navForms } from '../navForms';

describe('navForms', () => {
  it('draws one form where the window is known: the drawer on a phone, else the rail or the sider', () => {
    expect(navForms({ collapsed: false, drawer: true, byWidth: false })).toEqual([{ form: 'drawer' }]);
    expect(navForms({ collapsed: true, drawer: false, byWidth: false })).toEqual([{ form: 'rail' }]);
    expect(navForms({ collapsed: false, drawer: false, byWidth: false })).toEqual([{ form: 'sider' }]);
  });

  it('draws every form a page rendered ahead of time needs, each for its widths (spec 1 §2.2, issue 9 §4)', () => {
    expect(navForms({ collapsed: false, drawer: false, byWidth: true })).toEqual([
      { form: 'drawer', media: '(max-width:599.95px)' },
      { form: 'rail', media: '(min-width:600px) and (max-width:1499.98px)' },
      { form: 'sider', media: '(min-width:1500px)' },
    ]);
    // A remembered collapse is the rail at every width above a phone.
    expect(navForms({ collapsed: true, drawer: false, byWidth: true })).toEqual([
      { form: 'drawer', media: '(max-width:599.95px)' },
      { form: 'rail', media: '(min-width:600px)' },
    ]);
  });
});
