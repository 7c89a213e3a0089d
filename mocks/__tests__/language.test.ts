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

  it('answers the plans with Chinese descriptions, features and buttons for zh, their names as they are', async () => {
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
    expect(chinese.map((plan) => plan.name)).toEqual(english.map((plan) => plan.name));
    expect(english.find((plan) => plan.name === 'Free')!.description).toBe(
      'Try the studio with a few credits every month.',
    );
    expect(chinese.find((plan) => plan.name === 'Free')!.description).toBe(
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
