/**
 * The content the backend ships, in Chinese (issue 43 §6): category names and their attributes, marketing templates,
 * animation effects, fashion styles and plan names. The backend answers them in the request's `Accept-Language`
 * (openapi.yaml, "Language"); the mock does the same from this table, so Explore's category panel in 中文 reads
 * 戒指 / 项链. Prompts are not translated (they are what the generator reads); user content (titles) neither.
 */

/** Style categories keep the 'Model-' prefix the client strips for display (spec 3 §7). */
const CATEGORIES: Record<string, string> = {
  Jewelry: '珠宝',
  Rings: '戒指',
  Necklaces: '项链',
  Earrings: '耳饰',
  Bracelets: '手链',
  Fashion: '时装',
  Dresses: '连衣裙',
  Coats: '外套',
  Tops: '上衣',
  Bags: '包袋',
  Other: '其他',
  Inspiration: '灵感',
  'Home Decor': '家居装饰',
  'Models-All': 'Models-全部',
  'Model-Custom': 'Model-自定义',
  'Model-Street': 'Model-街头',
  'Model-Studio': 'Model-影棚',
  'Model-Editorial': 'Model-大片',
  'Model-Runway': 'Model-秀场',
  'Model-Casual': 'Model-休闲',
};

const ATTRIBUTES: Record<string, string> = {
  Material: '材质',
  Stone: '宝石',
  Style: '风格',
  Fabric: '面料',
  Fit: '版型',
  Colour: '颜色',
  Silver: '银',
  Copper: '铜',
  'Yellow Gold': '黄金',
  alloy: '合金',
  'Rose Gold': '玫瑰金',
  Platinum: '铂金',
  'gold plating': '镀金',
  'Stainless Steel': '不锈钢',
  '18K Gold': '18K 金',
  '925 silver': '925 银',
  'Natural crystals': '天然水晶',
  Diamond: '钻石',
  Sapphire: '蓝宝石',
  Ruby: '红宝石',
  Emerald: '祖母绿',
  Pearl: '珍珠',
  None: '无',
  Minimal: '极简',
  Vintage: '复古',
  Statement: '醒目',
  'Art Deco': '装饰艺术',
  Boho: '波西米亚',
  Silk: '真丝',
  Linen: '亚麻',
  Cotton: '棉',
  Wool: '羊毛',
  Denim: '牛仔布',
  Leather: '皮革',
  Slim: '修身',
  Regular: '常规',
  Oversized: '宽松',
  Ivory: '象牙白',
  Black: '黑色',
  Sage: '灰绿',
  Terracotta: '陶土色',
  Navy: '藏青',
  Blush: '浅粉',
};

const SCENES: Record<string, string> = {
  'Marble table': '大理石桌面',
  'Velvet display': '丝绒展台',
  'Sunlit linen': '阳光亚麻',
  Botanical: '花草植物',
  'On model': '模特佩戴',
  'Street scene': '城市街景',
  'Place the product on a white marble table, soft morning light': '将产品放在白色大理石桌面上，柔和晨光',
  'Show the product on a deep velvet display bust, jewellery-store lighting':
    '将产品陈列在深色丝绒展示架上，珠宝店灯光',
  'Lay the product on crumpled linen with long window shadows': '将产品平放在褶皱的亚麻布上，窗影斜长',
  'Surround the product with fresh leaves and petals, shallow depth of field':
    '用新鲜的叶片和花瓣环绕产品，浅景深',
  'Show the product worn by a model, close crop, natural light': '由模特佩戴展示产品，近景构图，自然光',
  'The product in a lively city street at golden hour': '黄金时刻热闹街头中的产品',
};

const EFFECTS: Record<string, string> = {
  'Slow orbit': '缓慢环绕',
  Sparkle: '闪耀',
  'Zoom in': '镜头推近',
  'Fabric breeze': '微风拂动',
  'Light sweep': '光影扫过',
  'Rotate 360': '360° 旋转',
  Float: '悬浮',
  'Petal fall': '花瓣飘落',
};

const STYLES: Record<string, string> = {
  Street: '街头',
  Studio: '影棚',
  Editorial: '大片',
  Runway: '秀场',
  Casual: '休闲',
  'street style look': '街头风造型',
  'studio portrait': '影棚肖像',
  'editorial pose': '大片姿态',
  'runway walk': '秀场台步',
  'casual weekend look': '休闲周末造型',
  'soft morning light': '柔和晨光',
  'golden hour': '黄金时刻',
  'studio softbox lighting': '影棚柔光箱照明',
  'high-key light': '高调光',
  'moody low light': '氛围暗光',
  'diffused daylight': '柔和漫射日光',
};

/** faker's human colours (the style templates' tones). */
const COLOURS: Record<string, string> = {
  azure: '天蓝',
  black: '黑',
  blue: '蓝',
  cyan: '青',
  fuchsia: '紫红',
  gold: '金',
  green: '绿',
  grey: '灰',
  indigo: '靛蓝',
  ivory: '象牙白',
  lavender: '薰衣草紫',
  lime: '青柠绿',
  magenta: '洋红',
  maroon: '栗色',
  'mint green': '薄荷绿',
  olive: '橄榄绿',
  orange: '橙',
  orchid: '兰花紫',
  pink: '粉',
  plum: '梅紫',
  purple: '紫',
  red: '红',
  salmon: '鲑鱼粉',
  silver: '银',
  'sky blue': '天空蓝',
  tan: '棕褐',
  teal: '蓝绿',
  turquoise: '绿松石色',
  violet: '紫罗兰',
  white: '白',
  yellow: '黄',
};

/** The plans' names (their descriptions, features and buttons are in PLAN_CHINESE, mocks/i18n.ts). */
const PLANS: Record<string, string> = {
  Free: '免费版',
  Starter: '入门版',
  Pro: '专业版',
  Studio: '工作室版',
};

export const CONTENT_CHINESE: Readonly<Record<string, string>> = {
  ...CATEGORIES,
  ...ATTRIBUTES,
  ...SCENES,
  ...EFFECTS,
};

/** The content's made-up names: 'Street II', 'Sparkle preview', 'Studio I 2', 'Runway walk with plum tones'. */
const PATTERNS: [RegExp, (...parts: string[]) => string | undefined][] = [
  [/^(.+) animation effect$/, (name) => EFFECTS[name] && `${EFFECTS[name]}动画效果`],
  [
    /^(.+) (preview|hover)$/,
    (name, kind) => EFFECTS[name] && `${EFFECTS[name]}${kind === 'preview' ? '预览' : '悬停预览'}`,
  ],
  [
    /^(Street|Studio|Editorial|Runway|Casual) ((?:I{1,3}|#\d+)(?: \d+)?)$/,
    (style, rest) => `${STYLES[style]} ${rest}`,
  ],
  [
    /^(.+) with (.+) tones$/,
    (look, colour) => STYLES[look] && COLOURS[colour] && `${STYLES[look]}，${COLOURS[colour]}色调`,
  ],
];

/** A shipped text in Chinese, or undefined when it is not one the backend ships in both languages. */
export function contentInChinese(text: string): string | undefined {
  const exact = CONTENT_CHINESE[text] ?? STYLES[text];
  if (exact) return exact;
  for (const [pattern, make] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) {
      const made = make(...match.slice(1));
      if (made) return made;
    }
  }
  return undefined;
}

/** A plan's name in Chinese. */
export const planNameInChinese = (name: string): string => PLANS[name] ?? name;
