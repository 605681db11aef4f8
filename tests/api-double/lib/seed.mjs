// @ts-check
// Deterministic demo data: teams, users and a video library generated from a seeded PRNG.
import { hash32, hms, prng } from './util.mjs'

/**
 * @typedef {{ index: number, start_time: string, end_time: string, description: string,
 *   thumbnail: string, video_path: string, frames: { path: string }[] }} Scene
 * @typedef {{
 *   id: string, team_id: string, filename: string, status: string, created_at: string,
 *   video_date: string | null, video_length: number, title: string | null, summary: string | null,
 *   tags: { name: string }[], video_thumbnail_path: string | null, video_path: string | null,
 *   trailer_path: string | null, report_path: string | null, is_trailer_creating: boolean,
 *   is_report_creating: boolean, output_data: { scenes: Scene[] }, output_language: string,
 *   about_this_video: string | null, trailer_instruction: string | null, report_instruction: string | null,
 *   people: { name: string, file: string, mime: string, size: number }[],
 *   upload: { seed?: boolean, file?: string, size?: number, mime?: string } | null,
 *   analysis_runs: number, analysis_due_at: number | null, trailer_due_at: number | null,
 *   report_due_at: number | null, seeded: boolean,
 * }} Video
 * @typedef {{ id: string, email: string, password: string, full_name: string, username: string, team_id: string }} User
 * @typedef {{ id: string, name: string }} Team
 * @typedef {{
 *   teams: Team[], users: User[], videos: Video[],
 *   tokens: Record<string, { user_id: string, expires_at: number }>,
 *   reset_tokens: { token: string, user_id: string, email: string, expires_at: number, used: boolean }[],
 *   otps: { user_id: string, email: string, new_email: string, otp: string, expires_at: number }[],
 * }} State
 */

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'ja', name: 'Japanese' },
  { code: 'de', name: 'German' },
  { code: 'fr', name: 'French' },
  { code: 'es', name: 'Spanish' },
  { code: 'zh', name: 'Chinese' },
  { code: 'ko', name: 'Korean' },
]

export const ACCOUNTS = [
  {
    email: 'demo@example.com',
    password: 'Demo1234',
    full_name: 'Demo User',
    username: 'demo',
    team: 'Northwind Media',
  },
  {
    email: 'aiko@example.com',
    password: 'Aiko1234',
    full_name: 'Aiko Tanaka',
    username: 'aiko',
    team: 'Northwind Media',
  },
  {
    email: 'other@example.com',
    password: 'Other1234',
    full_name: 'Oliver Reed',
    username: 'oliver',
    team: 'Blue Harbor School',
  },
]

/** @typedef {'marketing' | 'school' | 'media'} Domain */
/** @type {{ key: string, domain: Domain, en: [string, string, string[]], ja: [string, string, string[]] }[]} */
const TOPICS = [
  {
    key: 'spring_campaign_teaser',
    domain: 'marketing',
    en: [
      'Spring Campaign Teaser',
      'spring product campaign',
      ['Marketing', 'Spring Campaign', 'Teaser', 'Product Launch'],
    ],
    ja: [
      '春のキャンペーン ティザー',
      '春の新商品キャンペーン',
      ['マーケティング', '春キャンペーン', 'ティザー', '新商品'],
    ],
  },
  {
    key: 'coffee_maker_launch',
    domain: 'marketing',
    en: [
      'Barista One Coffee Maker Launch',
      'Barista One coffee maker',
      ['Product Launch', 'Coffee', 'Kitchen Appliances', 'Demo'],
    ],
    ja: [
      'バリスタワン 発表会',
      'コーヒーメーカー「バリスタワン」',
      ['新商品発表', 'コーヒー', '家電', 'デモ'],
    ],
  },
  {
    key: 'customer_testimonials',
    domain: 'marketing',
    en: [
      'Customer Testimonials Q3',
      'customer success stories',
      ['Testimonials', 'Customers', 'Interview', 'Brand'],
    ],
    ja: [
      'お客様の声 第3四半期',
      'お客様の導入事例',
      ['お客様の声', 'インタビュー', '導入事例', 'ブランド'],
    ],
  },
  {
    key: 'brand_story_film',
    domain: 'marketing',
    en: [
      'Northwind Brand Story',
      'company brand story',
      ['Brand', 'Corporate', 'Storytelling', 'Documentary'],
    ],
    ja: [
      'ノースウィンド ブランドストーリー',
      '企業のブランドストーリー',
      ['ブランド', '企業紹介', 'ストーリー', 'ドキュメンタリー'],
    ],
  },
  {
    key: 'trade_show_booth',
    domain: 'marketing',
    en: [
      'Trade Show Booth Highlights',
      'trade show booth',
      ['Trade Show', 'Event', 'Booth', 'B2B'],
    ],
    ja: ['展示会ブース ハイライト', '展示会のブース出展', ['展示会', 'イベント', 'ブース', 'BtoB']],
  },
  {
    key: 'social_ad_cutdowns',
    domain: 'marketing',
    en: [
      'Social Ad Cut-downs',
      'running shoe social ads',
      ['Social Media', 'Advertising', 'Running Shoes', 'Short Form'],
    ],
    ja: [
      'SNS広告 ショート版',
      'ランニングシューズのSNS広告',
      ['SNS', '広告', 'ランニングシューズ', 'ショート動画'],
    ],
  },
  {
    key: 'unboxing_smartwatch',
    domain: 'marketing',
    en: [
      'Smartwatch Unboxing',
      'Pulse smartwatch',
      ['Unboxing', 'Smartwatch', 'Wearables', 'Review'],
    ],
    ja: [
      'スマートウォッチ 開封動画',
      'スマートウォッチ「パルス」',
      ['開封', 'スマートウォッチ', 'ウェアラブル', 'レビュー'],
    ],
  },
  {
    key: 'sports_day',
    domain: 'school',
    en: [
      'Sports Day Full Coverage',
      'annual sports day',
      ['School Event', 'Sports Day', 'Relay Race', 'Students'],
    ],
    ja: ['運動会 全編', '毎年恒例の運動会', ['学校行事', '運動会', 'リレー', '生徒']],
  },
  {
    key: 'science_fair',
    domain: 'school',
    en: [
      'Science Fair Projects',
      'student science fair',
      ['Science Fair', 'STEM', 'Students', 'Experiments'],
    ],
    ja: ['科学展 研究発表', '生徒の科学展', ['科学展', '理科', '生徒', '実験']],
  },
  {
    key: 'graduation_ceremony',
    domain: 'school',
    en: [
      'Graduation Ceremony',
      'graduation ceremony',
      ['Graduation', 'Ceremony', 'School Event', 'Speeches'],
    ],
    ja: ['卒業式', '卒業式', ['卒業式', '式典', '学校行事', 'スピーチ']],
  },
  {
    key: 'robotics_club',
    domain: 'school',
    en: [
      'Robotics Club Regional Final',
      'robotics club competition',
      ['Robotics Club', 'STEM', 'Competition', 'Engineering'],
    ],
    ja: [
      'ロボット部 地区大会決勝',
      'ロボット部の大会',
      ['ロボット部', '理科', '大会', 'ものづくり'],
    ],
  },
  {
    key: 'open_campus_tour',
    domain: 'school',
    en: [
      'Open Campus Tour',
      'open campus day',
      ['Open Campus', 'Admissions', 'Campus Tour', 'Facilities'],
    ],
    ja: [
      'オープンキャンパス 案内',
      'オープンキャンパス',
      ['オープンキャンパス', '入試', '校内案内', '施設'],
    ],
  },
  {
    key: 'chemistry_lecture',
    domain: 'school',
    en: [
      'Chemistry Lecture: Acids and Bases',
      'acids and bases lecture',
      ['Lecture', 'Chemistry', 'Classroom', 'Education'],
    ],
    ja: ['化学の授業 酸と塩基', '酸と塩基の授業', ['授業', '化学', '教室', '教育']],
  },
  {
    key: 'school_concert',
    domain: 'school',
    en: [
      'Winter Brass Band Concert',
      'brass band winter concert',
      ['Concert', 'Music', 'Brass Band', 'School Event'],
    ],
    ja: [
      '吹奏楽部 冬の定期演奏会',
      '吹奏楽部の定期演奏会',
      ['演奏会', '音楽', '吹奏楽', '学校行事'],
    ],
  },
  {
    key: 'evening_news',
    domain: 'media',
    en: [
      'Evening News: Harbour Redevelopment',
      'harbour redevelopment plan',
      ['News', 'City Planning', 'Harbour', 'Interview'],
    ],
    ja: [
      '夕方ニュース 港湾再開発',
      '港湾地区の再開発計画',
      ['ニュース', '都市計画', '港', 'インタビュー'],
    ],
  },
  {
    key: 'food_festival',
    domain: 'media',
    en: [
      'City Food Festival Report',
      'city food festival',
      ['Food', 'Festival', 'Street Food', 'Travel'],
    ],
    ja: ['街のフードフェス 取材', '街のフードフェスティバル', ['グルメ', 'フェス', '屋台', '旅行']],
  },
  {
    key: 'mountain_documentary',
    domain: 'media',
    en: [
      'Alpine Villages Documentary',
      'life in alpine villages',
      ['Documentary', 'Nature', 'Mountains', 'Culture'],
    ],
    ja: [
      '山あいの村 ドキュメンタリー',
      '山あいの村の暮らし',
      ['ドキュメンタリー', '自然', '山', '文化'],
    ],
  },
  {
    key: 'tech_podcast',
    domain: 'media',
    en: [
      'Tech Talk Podcast Episode 42',
      'AI in newsrooms',
      ['Podcast', 'Technology', 'AI', 'Talk Show'],
    ],
    ja: [
      'テックトーク 第42回',
      '報道現場のAI活用',
      ['ポッドキャスト', 'テクノロジー', 'AI', 'トーク番組'],
    ],
  },
  {
    key: 'marathon_broadcast',
    domain: 'media',
    en: [
      'City Marathon Live Broadcast',
      'city marathon',
      ['Sports', 'Marathon', 'Live Broadcast', 'Running'],
    ],
    ja: ['シティマラソン 生中継', '市民マラソン', ['スポーツ', 'マラソン', '生中継', 'ランニング']],
  },
  {
    key: 'cooking_show',
    domain: 'media',
    en: [
      'Weekend Cooking Show: Ramen',
      'homemade ramen',
      ['Cooking', 'Ramen', 'Recipe', 'Entertainment'],
    ],
    ja: ['週末クッキング ラーメン', '手作りラーメン', ['料理', 'ラーメン', 'レシピ', 'エンタメ']],
  },
]

/** @type {Record<Domain, { en: string[], ja: string[] }>} */
const SCENES = {
  marketing: {
    en: [
      'A presenter introduces the {s} in a bright studio and holds the product up to the camera.',
      'Close-up shots of the packaging with on-screen text highlighting the key features.',
      'Customers try the product in a busy café; several people smile and give a thumbs up.',
      'The brand logo animates over a blue gradient, followed by a call to action and the website address.',
      'A split-screen comparison shows the before and after results side by side.',
      'Drone footage of the city skyline at dusk transitions into a hero shot of the product.',
      'A product manager explains the pricing and availability in front of a large screen.',
      'Slow-motion detail shots of materials and buttons under warm studio lighting.',
      'A team celebrates the launch on stage while confetti falls and the audience applauds.',
    ],
    ja: [
      '明るいスタジオで司会者が{s}を紹介し、商品をカメラに向けて見せる。',
      'パッケージのクローズアップに主な特徴を強調するテロップが重なる。',
      'にぎやかなカフェで客が商品を試し、笑顔で親指を立てる。',
      '青いグラデーションの上にブランドロゴが現れ、ウェブサイトへの案内が表示される。',
      '画面分割で使用前と使用後の結果を並べて比較する。',
      '夕暮れの街並みのドローン映像から商品のメインカットへ切り替わる。',
      '大型スクリーンの前で担当者が価格と発売時期を説明する。',
      '暖かい照明の下で素材やボタンをスローモーションで映す。',
      'ステージで発表を祝うチームに紙吹雪が舞い、会場から拍手が起こる。',
    ],
  },
  school: {
    en: [
      'Students enter the gymnasium and line up by class for the opening of the {s}.',
      'The principal speaks at the podium and welcomes families to the {s}.',
      'A teacher explains an experiment at the blackboard while students take notes.',
      'Students work in small groups on tablets and present their results to the class.',
      'The relay race starts; runners pass the baton as classmates cheer from the stands.',
      'Parents record the performance on their phones from the back of the hall.',
      'A student team demonstrates their robot navigating an obstacle course.',
      'The choir and brass band perform together on the stage under spotlights.',
      'Students receive certificates one by one and bow to the audience.',
    ],
    ja: [
      '生徒たちが体育館に入場し、{s}の開会に向けてクラスごとに整列する。',
      '校長が演台で挨拶し、{s}に来た家族を歓迎する。',
      '教師が黒板の前で実験を説明し、生徒たちがノートを取る。',
      '生徒たちが少人数のグループでタブレットを使い、結果をクラスで発表する。',
      'リレーがスタートし、スタンドの声援の中で走者がバトンをつなぐ。',
      '保護者が会場の後方からスマートフォンで演技を撮影する。',
      '生徒のチームがロボットで障害物コースを走らせて実演する。',
      'スポットライトの下で合唱部と吹奏楽部が一緒に演奏する。',
      '生徒が一人ずつ証書を受け取り、会場に向かって一礼する。',
    ],
  },
  media: {
    en: [
      'The news anchor introduces the top story about the {s} from the studio desk.',
      'A field reporter interviews a local resident on a crowded street.',
      'B-roll of the harbour with cranes and container ships at sunrise.',
      'A studio panel of three guests discusses the {s} and its impact.',
      'Aerial footage follows the route while on-screen graphics show the distance.',
      'A chef prepares noodles in a steaming kitchen and explains each step.',
      'Villagers carry baskets along a mountain path as narration describes daily life.',
      'The host wraps up the segment and teases the next episode.',
      'Archive photos appear in a slow pan with captions giving dates and names.',
    ],
    ja: [
      'スタジオのキャスターが{s}に関するトップニュースを伝える。',
      '記者が人通りの多い通りで地元の住民にインタビューする。',
      '朝日の中、クレーンとコンテナ船が並ぶ港の映像。',
      'スタジオで3人のゲストが{s}とその影響について議論する。',
      '空撮でコースをたどり、画面のグラフィックが距離を示す。',
      '湯気の立つ厨房で料理人が麺を作り、手順を一つずつ説明する。',
      '村人が籠を背負って山道を歩き、ナレーションが日々の暮らしを語る。',
      '司会者がコーナーを締めくくり、次回の予告をする。',
      '資料写真がゆっくりと映し出され、日付と名前のキャプションが添えられる。',
    ],
  },
}

const SUMMARY = {
  en: [
    'This video covers the {s}. It opens with {a} and closes with {b}. Suitable for highlights, internal review and social clips.',
    'A look at the {s}: {a}, followed by {b}. The footage is well lit and mostly stable.',
    'Footage of the {s}. Key moments include {a} and {b}.',
  ],
  ja: [
    '{s}を記録した映像です。冒頭は{a}、最後は{b}。ハイライトや社内共有に適しています。',
    '{s}の様子をまとめた映像。{a}。続いて{b}。',
    '{s}の映像です。主な場面：{a}／{b}',
  ],
}

const VARIANTS = {
  en: [
    '',
    ' (Director’s Cut)',
    ' – Part 2',
    ' 2025',
    ' – Short Version',
    ' – Behind the Scenes',
    ' – Recap',
  ],
  ja: [
    '',
    '（ディレクターズカット）',
    ' 後編',
    ' 2025',
    '（短縮版）',
    ' メイキング',
    ' ダイジェスト',
  ],
}

const DAY = 86_400_000

/** @param {string} sentence @param {'en'|'ja'} lang */
function clause(sentence, lang) {
  const t = sentence.replace(/[.。]$/, '')
  return lang === 'en' ? t.charAt(0).toLowerCase() + t.slice(1) : t
}

/**
 * Build scenes covering `length` seconds.
 * @param {ReturnType<typeof prng>} rng @param {Domain} domain @param {'en'|'ja'} lang @param {string} subject
 * @param {number} length @param {number[]} frameCounts frames per scene
 * @returns {Scene[]}
 */
export function makeScenes(rng, domain, lang, subject, length, frameCounts) {
  const pool = SCENES[domain][lang]
  const picks = rng.sample(pool, Math.min(frameCounts.length, pool.length))
  while (picks.length < frameCounts.length) picks.push(rng.pick(pool))
  const n = frameCounts.length
  /** @type {number[]} */
  const weights = frameCounts.map((f) => Math.max(1, f) + rng.int(2, 8))
  const total = weights.reduce((a, b) => a + b, 0)
  let t = 0
  return frameCounts.map((frames, i) => {
    const dur =
      i === n - 1
        ? length - t
        : Math.max(1, Math.round(((length * weights[i]) / total) * 1000) / 1000)
    const start = t
    const end = i === n - 1 ? length : Math.min(length, t + dur)
    t = end
    const fps = frames > 0 ? Math.max(1, Math.floor((end - start) / frames) || 1) : 1
    const firstFrame = Math.floor(start)
    return {
      index: i,
      start_time: hms(start),
      end_time: hms(end),
      description: picks[i].replaceAll('{s}', subject),
      thumbnail: `scenes/${i}/thumbnail.jpg`,
      video_path: `scenes/${i}/clip.mp4`,
      frames: Array.from({ length: frames }, (_, k) => ({
        path: `scenes/${i}/frames/${String(firstFrame + k * fps).padStart(6, '0')}.jpg`,
      })),
    }
  })
}

/**
 * Fill a video's analysis results (title, summary, tags, scenes).
 * @param {Video} v @param {ReturnType<typeof prng>} rng
 * @param {{ topicIndex?: number, titleOverride?: string, titlePrefix?: string, frameCounts?: number[], extraTags?: string[] }} [o]
 */
export function completeVideo(v, rng, o = {}) {
  const topic = TOPICS[(o.topicIndex ?? hash32(v.filename)) % TOPICS.length]
  const lang = v.output_language === 'ja' ? 'ja' : 'en'
  const [title, subject, tags] = topic[lang]
  const frameCounts =
    o.frameCounts ??
    Array.from({ length: rng.int(2, 6) }, () => {
      const r = rng.next()
      return r < 0.15 ? 0 : r < 0.65 ? rng.int(1, 6) : rng.int(7, 30)
    })
  const scenes = makeScenes(rng, topic.domain, lang, subject, v.video_length, frameCounts)
  const a = scenes[0] ? clause(scenes[0].description, lang) : subject
  const b = scenes.at(-1) ? clause(/** @type {Scene} */ (scenes.at(-1)).description, lang) : subject
  let summary = rng
    .pick(SUMMARY[lang])
    .replaceAll('{s}', subject)
    .replace('{a}', a)
    .replace('{b}', b)
  if (v.about_this_video)
    summary +=
      lang === 'ja'
        ? ` 投稿者のメモ：「${v.about_this_video}」`
        : ` Uploader’s note: “${v.about_this_video}”`
  v.status = 'completed'
  v.title = o.titleOverride ?? (o.titlePrefix ? `${o.titlePrefix} – ${title}` : title)
  v.summary = summary
  v.tags = [...tags, ...(o.extraTags ?? [])].map((name) => ({ name }))
  v.video_thumbnail_path = 'thumbnail.jpg'
  v.output_data = { scenes }
}

/** @param {string} name */
export function humanize(name) {
  return name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .replace(/\b\w/g, (c) => c.toUpperCase())
}

/**
 * A fresh video record (not analysed).
 * @param {Partial<Video> & { id: string, team_id: string, filename: string }} p
 * @returns {Video}
 */
export function newVideo(p) {
  return {
    status: 'in_progress',
    created_at: new Date().toISOString(),
    video_date: null,
    video_length: 0,
    title: null,
    summary: null,
    tags: [],
    video_thumbnail_path: null,
    video_path: null,
    trailer_path: null,
    report_path: null,
    is_trailer_creating: false,
    is_report_creating: false,
    output_data: { scenes: [] },
    output_language: 'en',
    about_this_video: null,
    trailer_instruction: null,
    report_instruction: null,
    people: [],
    upload: null,
    analysis_runs: 0,
    analysis_due_at: null,
    trailer_due_at: null,
    report_due_at: null,
    seeded: false,
    ...p,
  }
}

/** @param {string} filename */
export function safeName(filename) {
  const base = filename.split(/[\\/]/).pop() || 'video.mp4'
  const cleaned = base
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}._-]+/gu, '_')
    .replace(/^\.+/, '')
  return (cleaned || 'video.mp4').slice(0, 120)
}

/**
 * Seeded state: teams, users, the demo library and a small library for the other team.
 * @param {number} [now]
 * @returns {State}
 */
export function seedState(now = Date.now()) {
  const rng = prng(20240601)
  const anchor = Math.floor(now / DAY) * DAY // stable within a day
  const teams = [
    { id: rng.uuid(), name: 'Northwind Media' },
    { id: rng.uuid(), name: 'Blue Harbor School' },
  ]
  const users = ACCOUNTS.map((a) => ({
    id: rng.uuid(),
    email: a.email,
    password: a.password,
    full_name: a.full_name,
    username: a.username,
    team_id: /** @type {Team} */ (teams.find((t) => t.name === a.team)).id,
  }))
  /** @type {Video[]} */
  const videos = []
  // Northwind Media: 64 videos. 0-6 in progress, 7-11 failed, the rest completed.
  const variantUse = new Map()
  for (let i = 0; i < 64; i++) {
    const topicIndex = (i * 7 + 3) % TOPICS.length
    const topic = TOPICS[topicIndex]
    const n = (variantUse.get(topicIndex) ?? 0) + 1
    variantUse.set(topicIndex, n)
    const status = i < 7 ? 'in_progress' : i < 12 ? 'failed' : 'completed'
    const ageDays =
      status === 'in_progress'
        ? rng.next() * 1.5
        : status === 'failed'
          ? 2 + rng.next() * 25
          : 1 + ((i - 12) / 52) * 200 + rng.next() * 3
    const created = anchor - ageDays * DAY - rng.int(0, 3600) * 1000
    const ext = rng.pick(['mp4', 'mp4', 'mp4', 'mov', 'm4v'])
    const filename = `${topic.key}${n > 1 ? `_v${n}` : ''}${i === 9 ? '_upload_fail' : ''}.${ext}`
    const lang = rng.next() < 0.4 ? 'ja' : 'en'
    const big = i === 12
    const v = newVideo({
      id: rng.uuid(),
      team_id: teams[0].id,
      filename,
      created_at: new Date(created).toISOString(),
      video_date: new Date(created - rng.int(1, 40) * DAY).toISOString(),
      video_length: big ? 7265.5 : Math.round((30 + rng.next() * 900) * 100) / 100,
      video_path: safeName(filename),
      output_language: big ? 'en' : lang,
      upload: { seed: true },
      seeded: true,
    })
    v.analysis_runs = status === 'in_progress' ? 0 : 1
    if (status === 'completed') {
      const variant =
        VARIANTS[v.output_language === 'ja' ? 'ja' : 'en'][(n - 1) % VARIANTS.en.length]
      const title = topic[v.output_language === 'ja' ? 'ja' : 'en'][0] + variant
      completeVideo(v, rng, {
        topicIndex,
        titleOverride: big ? 'Sports Day 2025 Full Coverage' : title,
        // the big one: 0, 1-6, >6 and one scene with 2,400 frames
        frameCounts: big ? [4, 0, 2400, 12, 1, 6] : i === 13 ? [] : undefined,
      })
      if (rng.next() < 0.3) v.trailer_path = 'trailer.mp4'
      if (rng.next() < 0.25) {
        v.report_path = 'report/report.html'
        v.report_instruction =
          v.output_language === 'ja'
            ? '主な場面と登場人物を簡潔にまとめてください。'
            : 'Summarise the key moments for the marketing team.'
      }
    } else {
      v.status = status
    }
    videos.push(v)
  }
  // Blue Harbor School: a few videos of its own.
  for (let i = 0; i < 6; i++) {
    const topicIndex = 7 + i
    const topic = TOPICS[topicIndex]
    const created = anchor - (3 + i * 11) * DAY
    const filename = `bhs_${topic.key}.mp4`
    const v = newVideo({
      id: rng.uuid(),
      team_id: teams[1].id,
      filename,
      created_at: new Date(created).toISOString(),
      video_date: new Date(created - 2 * DAY).toISOString(),
      video_length: Math.round((60 + rng.next() * 600) * 100) / 100,
      video_path: filename,
      output_language: i % 2 ? 'ja' : 'en',
      upload: { seed: true },
      seeded: true,
      analysis_runs: 1,
    })
    if (i === 5) v.status = 'failed'
    else completeVideo(v, rng, { topicIndex, titleOverride: `Blue Harbor ${topic.en[0]}` })
    videos.push(v)
  }
  return { teams, users, videos, tokens: {}, reset_tokens: [], otps: [] }
}

/**
 * Simple completed videos for bulk tests (`/__control/seed-videos`).
 * @param {string} teamId @param {number} count @param {string} status @param {string} prefix @param {number} startAt
 * @returns {Video[]}
 */
export function bulkVideos(teamId, count, status, prefix, startAt) {
  const rng = prng(hash32(`${teamId}:${prefix}:${startAt}`))
  const now = Date.now()
  /** @type {Video[]} */
  const out = []
  for (let k = 0; k < count; k++) {
    const i = startAt + k
    const filename = `${prefix}_${String(i + 1).padStart(4, '0')}.mp4`
    const v = newVideo({
      id: rng.uuid(),
      team_id: teamId,
      filename,
      created_at: new Date(now - (k + 1) * 60_000).toISOString(),
      video_date: new Date(now - (k + 1) * 60_000 - DAY).toISOString(),
      video_length: 30 + (i % 90),
      video_path: filename,
      output_language: i % 3 === 0 ? 'ja' : 'en',
      upload: { seed: true },
      seeded: true,
      analysis_runs: 1,
    })
    if (status === 'completed') {
      completeVideo(v, rng, {
        topicIndex: i % TOPICS.length,
        frameCounts: [2, 1],
        titleOverride: `${humanize(prefix)} ${i + 1}`,
      })
    } else v.status = status
    out.push(v)
  }
  return out
}
