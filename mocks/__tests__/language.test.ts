/** The mock answers its own messages in the request's language (issue 30): Accept-Language zh* → Chinese. */
import { SEED_FAIL_REASON } from '../db/seed';
import { FAIL_REASON } from '../engine/tasks';
import { localizeData, MOCK_CHINESE, PLAN_CHINESE, wantsChinese } from '../i18n';
import { withMockServer } from './helpers';

withMockServer();

async function signedOutCall(language?: string) {
  const headers: Record<string, string> = language ? { 'Accept-Language': language } : {};
  const response = await fetch('http://localhost/api/user/info', { headers });
  return (await response.json()) as { message: string };
}

describe('the mock in the request language', () => {
  it('answers an error in Chinese when asked for zh, in English otherwise', async () => {
    expect((await signedOutCall('zh-CN')).message).toBe('请先登录');
    expect((await signedOutCall('en')).message).toBe('Please sign in first');
    expect((await signedOutCall()).message).toBe('Please sign in first');
  });

  it('reads Accept-Language by its first tag', () => {
    const request = (value: string) =>
      new Request('http://localhost/', { headers: { 'Accept-Language': value } });
    expect(wantsChinese(request('zh-HK,en;q=0.8'))).toBe(true);
    expect(wantsChinese(request('en-US,zh;q=0.5'))).toBe(false);
  });

  it("turns the stored messages a reply carries (a generation's failure reason) into Chinese", () => {
    const record = {
      error: { message: FAIL_REASON },
      record_tasks: [{ failReason: FAIL_REASON, prompt: 'fail' }],
    };
    const chinese = MOCK_CHINESE[FAIL_REASON];
    expect(localizeData(record, true)).toEqual({
      error: { message: chinese },
      record_tasks: [{ failReason: chinese, prompt: 'fail' }],
    });
    expect(localizeData(record, false)).toBe(record);
  });

  it("says the seed's failed generations' reason in Chinese too (the Inspiration history in 中文)", () => {
    expect(localizeData({ fail_reason: SEED_FAIL_REASON }, true)).toEqual({
      fail_reason: '图像服务超时，请重试。',
    });
    expect(localizeData({ fail_reason: SEED_FAIL_REASON }, false)).toEqual({ fail_reason: SEED_FAIL_REASON });
  });

  it('answers the plans with Chinese names, descriptions, features and buttons for zh', async () => {
    interface Plan {
      name: string;
      description: string;
      button: string;
      content: { description: string }[];
    }
    const plans = async (language: string) => {
      const response = await fetch('http://localhost/api/payment/levelList', {
        headers: { 'Accept-Language': language },
      });
      return ((await response.json()) as { data: Plan[] }).data;
    };
    const english = await plans('en');
    const chinese = await plans('zh-CN');
    expect(english.map((plan) => plan.name)).toContain('Starter');
    expect(chinese.map((plan) => plan.name)).toEqual(
      english.map(
        (plan) => ({ Free: '免费版', Starter: '入门版', Pro: '专业版', Studio: '工作室版' })[plan.name],
      ),
    );
    expect(english.find((plan) => plan.name === 'Free')!.description).toBe(
      'Try the studio with a few credits every month.',
    );
    expect(chinese.find((plan) => plan.name === '免费版')!.description).toBe(
      '每月赠送少量积分，轻松体验工作室。',
    );
    chinese.forEach((plan, i) => {
      expect(plan.description).toBe(PLAN_CHINESE[english[i].description]);
      expect(plan.button).toBe(PLAN_CHINESE[english[i].button]);
      expect(plan.content.map((feature) => feature.description)).toEqual(
        english[i].content.map((feature) => PLAN_CHINESE[feature.description]),
      );
    });
  });
});

/** The content the app ships, in the request's language (issue 43 §6): what the backend localises. */
describe("the mock's shipped content per Accept-Language", () => {
  async function get<T>(path: string, language: string): Promise<T> {
    const response = await fetch(`http://localhost/api${path}`, { headers: { 'Accept-Language': language } });
    return ((await response.json()) as { data: T }).data;
  }
  interface Node {
    name: string;
    children: { name: string; attributes: { name: string; values: string[] }[] }[];
  }
  interface Template {
    prompt_id: number;
    name: string;
    description: string | string[];
    models: { name: string; path: string }[];
  }

  it("names Explore's categories in Chinese for zh-CN (戒指 / 项链), in English otherwise", async () => {
    const chinese = await get<Node[]>('/global/category?filter_type=0', 'zh-CN');
    const english = await get<Node[]>('/global/category?filter_type=0', 'en-US,en;q=0.9');
    expect(english[0].children.map((child) => child.name).slice(0, 2)).toEqual(['Rings', 'Necklaces']);
    expect(chinese[0].name).toBe('珠宝');
    expect(chinese[0].children.map((child) => child.name).slice(0, 2)).toEqual(['戒指', '项链']);
    const ring = chinese[0].children[0].attributes;
    expect(ring.map((attribute) => attribute.name)).toEqual(['材质', '宝石', '风格']);
    expect(ring[1].values).toContain('钻石');
    // Nothing the backend ships is left in English in a Chinese reply.
    const names = chinese.flatMap((node) => [node.name, ...node.children.map((child) => child.name)]);
    expect(names.filter((name) => /[A-Za-z]{3}/.test(name))).toEqual([]);
  });

  it('names the templates, effects and styles in Chinese, their ids and pictures unchanged', async () => {
    const templates = (language: string) => get<Template[]>('/category/promptList?category_id=2', language);
    const [english, chinese] = [await templates('en'), await templates('zh-CN')];
    expect(english[0].name).toBe('Marble table');
    expect(chinese[0]).toEqual({
      ...english[0],
      name: '大理石桌面',
      description: '将产品放在白色大理石桌面上，柔和晨光',
      models: [{ ...english[0].models[0], name: '大理石桌面' }],
    });
    const effects = await get<Template[]>('/category/promptList?type=1', 'zh-CN');
    expect(effects.map((effect) => effect.name)).toContain('闪耀');
    expect(
      effects.every((effect) => !/[A-Za-z]{3}/.test(`${effect.name}${String(effect.description)}`)),
    ).toBe(true);
    const styles = await get<{ name: string }[]>('/category/getNames?filter_type=1', 'zh-CN');
    expect(styles.map((style) => style.name)).toContain('Model-街头');
    const looks = await get<Template[]>('/global/getModelsPromptList', 'zh-CN');
    // Roman numerals number the looks ('街头 III') in both languages.
    const inEnglish = (look: Template) =>
      /[A-Za-z]{3}/.test(`${look.name}${[look.description].flat().join('')}`.replace(/\bI+\b/g, ''));
    expect(looks.filter(inEnglish)).toEqual([]);
  });

  it('finds a style category by the name it was shown, in either language', async () => {
    interface Page {
      total: number;
      list: Template[];
    }
    const byName = (name: string) =>
      get<Page>(
        `/global/promptList?category_name=${encodeURIComponent(name)}&current=1&pageSize=50`,
        'zh-CN',
      );
    const [english, chinese] = [await byName('Model-Street'), await byName('Model-街头')];
    expect(english.total).toBeGreaterThan(0);
    expect(chinese.total).toBe(english.total);
    expect(chinese.list[0].name).toMatch(/^街头 /);
  });
});
