import type { FaqGroup } from '../types';

/**
 * Contact Us's FAQ in Chinese (issue 43 §6): the FAQ explains the product, it is not a policy text, so it is shown
 * in the reader's language; the policy texts stay English (docs/decisions/0006-i18n.md). Same groups, ids and order
 * as the English (./contact.ts), so anchors and the contents box are the same in both languages.
 */
export const contactFaqChinese: readonly FaqGroup[] = [
  {
    id: 'faq-getting-started',
    heading: '入门',
    items: [
      {
        question: 'Atelier AI 是什么？',
        answer:
          '面向时尚、珠宝和产品营销领域的品牌主、卖家和创作者的 AI 工作室：生成产品图片和短视频，让模特试穿服装，并把设计变成实物产品。',
      },
      {
        question: '需要注册账户吗？',
        answer: '任何人都可以浏览“探索”和图片详情。生成、点赞、个人空间和生产需要一个免费账户。',
      },
      {
        question: '什么样的图片效果最好？',
        answer:
          '一张清晰、光线充足、纯色背景上只有一件产品的照片，格式为 JPG、PNG 或 WebP，不超过 5 MB（模特上传每张不超过 10 MB）。',
      },
      {
        question: '生成的图片可以商用吗？',
        answer: '可以，用于您自己的产品和营销，前提是您上传的内容您有权使用。详见服务条款。',
      },
    ],
  },
  {
    id: 'faq-credits',
    heading: '积分与套餐',
    items: [
      {
        question: '积分如何使用？',
        answer:
          '每次生成在开始前都会显示所需积分。您的套餐在每个计费周期发放积分；未用完的积分在周期结束时失效。',
      },
      {
        question: '积分可以退款吗？',
        answer: '不可以。已发放或已使用的积分不予退款，因为生成需要付费算力。详见退货政策。',
      },
      {
        question: '如何取消订阅？',
        answer:
          '您可以随时在账户设置中取消，或发邮件至 {email}。取消在计费周期结束时生效，在此之前您仍可使用；未使用的时长或积分不予退款。',
      },
      {
        question: '套餐会自动续订吗？',
        answer: '会。付费套餐在每个计费周期（按月或按年）自动续订，直至您取消。费用变更会提前通知。',
      },
    ],
  },
  {
    id: 'faq-production',
    heading: '生产与预售',
    items: [
      {
        question: '从提案到上架需要多久？',
        answer: '成本评估和样品确认后，通常从提案到上架需要 5–7 天。',
      },
      {
        question: '对产品不满意怎么办？',
        answer: '我们的满意保障为您兜底：14 天内告诉我们，我们会安排修改或退款。',
      },
      {
        question: '预售如何进行？',
        answer: '您设定售价和成团人数。平台收取 30% 的服务费；每笔销售创作者获得 70%。',
      },
      {
        question: '产品由谁制作？',
        answer: '与我们合作的独立制作方；订单页面会写明每件产品的制作方。',
      },
    ],
  },
  {
    id: 'faq-shipping',
    heading: '订单与配送',
    items: [
      {
        question: '配送需要多久？',
        answer: '生产完成后，配送需要 10–14 个工作日。',
      },
      {
        question: '如何付款？',
        answer: '通过我们的支付服务商，以美元支付，可用银行卡、Apple Pay、Google Pay 或 Link。',
      },
      {
        question: '可以追踪订单吗？',
        answer: '可以。订单页面会显示从付款到送达的状态。',
      },
      {
        question: '订单出现问题如何反馈？',
        answer: '请发邮件至 {email}，附上订单号；如果商品到达时有损坏，请附上照片。',
      },
    ],
  },
];
