/**
 * The demo catalogue: about 200 plausible listings over several sellers, listed over the last 89
 * days, the same on every machine (a seeded pseudo-random sequence), so screenshots, tests and
 * benchmarks can rely on it.
 */
export interface DemoSeller {
  key: string;
  email: string;
  fullName: string;
  tier: 'free' | 'pro';
}

export interface DemoListing {
  sellerKey: string;
  name: string;
  extension: string;
  priceUsd: number;
  registrar: string;
  category: string;
  description: string;
  tags: string[];
  daysAgo: number;
}

export const DEMO_PASSWORD = 'demo-password-2026';

export const DEMO_SELLER: DemoSeller = {
  key: 'demo-seller',
  email: 'demo-seller@example.com',
  fullName: 'Demo Seller',
  tier: 'pro',
};

export const DEMO_BUYER = { email: 'demo-buyer@example.com', fullName: 'Demo Buyer' };

/** Reads the event log at /audit; the role is granted as `npm run users:make-auditor` does. */
export const DEMO_AUDITOR = { email: 'demo-auditor@example.com', fullName: 'Demo Auditor' };

export const OTHER_SELLERS: DemoSeller[] = [
  { key: 'ava', email: 'ava.portfolio@example.com', fullName: 'Ava Lindqvist', tier: 'pro' },
  { key: 'marco', email: 'marco.names@example.com', fullName: 'Marco Reyes', tier: 'free' },
  { key: 'priya', email: 'priya.domains@example.com', fullName: 'Priya Raman', tier: 'pro' },
  { key: 'tom', email: 'tom.brandables@example.com', fullName: 'Tom Okafor', tier: 'free' },
];

/** Buyers who browse, ask and offer in the demo's past; they sign in with the demo password. */
export const VISITORS = [
  { email: 'lena.fischer@example.com', fullName: 'Lena Fischer' },
  { email: 'sam.osei@example.com', fullName: 'Sam Osei' },
  { email: 'yuki.tanaka@example.com', fullName: 'Yuki Tanaka' },
  { email: 'carlos.mendes@example.com', fullName: 'Carlos Mendes' },
  { email: 'nora.haddad@example.com', fullName: 'Nora Haddad' },
  { email: 'ivan.petrov@example.com', fullName: 'Ivan Petrov' },
  { email: 'amara.nwosu@example.com', fullName: 'Amara Nwosu' },
  { email: 'jonas.berg@example.com', fullName: 'Jonas Berg' },
];

/** Names the demo seller listed three months ago and has sold since, one every few days. */
export const PAST_SALE_NAMES = [
  'brightharbor.com',
  'mapleforge.io',
  'swiftcanvas.com',
  'tidalnote.net',
  'ironpetal.com',
  'novaorchard.co',
  'quietsummit.com',
  'amberloom.io',
  'cedarpulse.com',
  'velvetpeak.net',
  'silverkite.com',
  'opalriver.co',
  'goldencrate.com',
  'frostlantern.io',
  'meadowbyte.com',
  'copperwren.net',
  'sunnyquarry.com',
  'hollowpine.io',
  'rapidfable.com',
  'lunarharvest.co',
  'crimsonatlas.com',
  'echoplaza.io',
  'willowcrest.com',
  'stonefinch.net',
];

const REGISTRARS = ['GoDaddy', 'Namecheap', 'Network Solutions', 'Dynadot', 'Other'];

const WORDS: Record<string, string[]> = {
  Business: ['ledger', 'venture', 'office', 'bizhub', 'tradepost', 'invoice', 'merchant', 'supply'],
  Technology: [
    'cloudly',
    'bytecraft',
    'devstack',
    'datapeak',
    'netforge',
    'codewave',
    'pixelops',
    'quantumly',
  ],
  Finance: [
    'coinvault',
    'paysmart',
    'loanwise',
    'taxpilot',
    'fundloop',
    'wealthly',
    'budgetbee',
    'creditnest',
  ],
  Health: [
    'vitalwell',
    'fitpulse',
    'medinest',
    'calmcare',
    'nutriplan',
    'sleepwise',
    'yogaflow',
    'dentalhub',
  ],
  Lifestyle: [
    'homenest',
    'urbanloft',
    'petpal',
    'stylebox',
    'cozycorner',
    'gardenly',
    'dailyjoy',
    'mindful',
  ],
  Travel: [
    'tripnest',
    'roamly',
    'jetsetgo',
    'hostelhub',
    'islandhop',
    'trailmap',
    'cityhop',
    'voyago',
  ],
  Education: [
    'learnly',
    'tutorbox',
    'skillpath',
    'mathmate',
    'studyloop',
    'quizzly',
    'campusly',
    'edvance',
  ],
  Entertainment: [
    'gamevault',
    'playloop',
    'cinemate',
    'beatdrop',
    'fanzone',
    'showtime',
    'streamly',
    'podnest',
  ],
  Brandable: ['zolvo', 'kuvio', 'brivo', 'nexly', 'quorra', 'vantiq', 'lumora', 'zentry'],
  Short: ['qx', 'zvr', 'kpl', 'jx', 'vmo', 'ryz', 'tqa', 'wub'],
  Other: [
    'oddfind',
    'misclab',
    'randomly',
    'whatnot',
    'gizmoly',
    'thingery',
    'curio',
    'knickknack',
  ],
};

const EXTENSIONS = ['com', 'com', 'com', 'io', 'net', 'co', 'ai', 'org', 'app', 'dev'];

const DESCRIPTIONS = [
  'Short, memorable and easy to spell: ready for a new brand.',
  'Aged domain with clean history, great for a startup landing page.',
  'Keyword-rich name for a niche site or a lead-generation business.',
  'Catchy brandable with a strong ring to it.',
  '',
];

/** A small deterministic pseudo-random generator (mulberry32). */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function demoCatalogue(count = 200): DemoListing[] {
  const next = random(20261121);
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)];
  const sellers = [DEMO_SELLER, ...OTHER_SELLERS];
  const suffixes = ['', 'hq', 'app', 'pro', 'hub', 'ly', 'now', 'zone', 'lab', 'go'];
  const seen = new Set<string>();
  const listings: DemoListing[] = [];
  for (let attempt = 0; listings.length < count && attempt < count * 20; attempt += 1) {
    const category = pick(Object.keys(WORDS));
    const extension = pick(EXTENSIONS);
    const name = `${pick(WORDS[category])}${pick(suffixes)}.${extension}`;
    if (seen.has(name)) continue;
    seen.add(name);
    const priceUsd = Math.max(
      1,
      Math.min(1000, Math.round((category === 'Short' ? 400 : 25) + next() ** 2 * 900)),
    );
    listings.push({
      sellerKey: listings.length < 12 ? DEMO_SELLER.key : pick(sellers).key,
      name,
      extension,
      priceUsd,
      registrar: pick(REGISTRARS),
      category,
      description: pick(DESCRIPTIONS),
      tags: [category.toLowerCase(), extension, ...(next() > 0.6 ? ['premium'] : [])],
      daysAgo: Math.floor(next() * 89),
    });
  }
  return listings;
}
