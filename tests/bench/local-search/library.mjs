// @ts-check
/**
 * A deterministic, realistic library for the local-search bench: `count` analysed videos with
 * `scenes` scenes each, two thirds in English and one third in Japanese (some Japanese text
 * mixes in English product names and full-width letters, as real analysis output does). The
 * sentences are composed from pools of subjects, actions, objects, places and times plus a few
 * hundred names, so the vocabulary grows the way an archive's does (a few thousand distinct
 * words), not the nine sentences the API double repeats. Shaped like the app's `Video` (camelCase,
 * after validation), which is what the persistence layer hands the index.
 */

/** mulberry32, as the API double's (its util.mjs needs node:crypto; this file runs in a page) */
function prng(seed) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = (/** @type {readonly any[]} */ list) => list[Math.floor(next() * list.length)]
  return { next, pick, int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)) }
}

const EN = {
  topics: [
    ['Spring Campaign Teaser', 'spring product campaign'],
    ['Barista One Coffee Maker Launch', 'coffee maker launch'],
    ['Customer Testimonials', 'customer success stories'],
    ['Brand Story Film', 'company brand story'],
    ['Trade Show Booth Tour', 'trade show booth'],
    ['Factory Safety Training', 'factory safety training'],
    ['Sports Day Highlights', 'school sports day'],
    ['Graduation Ceremony', 'graduation ceremony'],
    ['Science Fair Projects', 'science fair'],
    ['Robotics Club Competition', 'robotics competition'],
    ['Evening News Bulletin', 'evening news'],
    ['Harbour Documentary', 'harbour documentary'],
    ['City Marathon Live', 'city marathon'],
    ['Weekend Cooking Show: Ramen', 'homemade ramen'],
    ['Mountain Village Life', 'mountain village'],
    ['Quarterly Earnings Call', 'earnings presentation'],
    ['Electric Scooter Review', 'electric scooter'],
    ['Wedding Highlights', 'wedding reception'],
    ['Jazz Festival Recap', 'jazz festival'],
    ['Museum Exhibition Walkthrough', 'museum exhibition'],
  ],
  subjects: [
    'A presenter',
    'The host',
    'A chef',
    'Two students',
    'The principal',
    'A field reporter',
    'The news anchor',
    'A product manager',
    'Several customers',
    'The choir',
    'A drone',
    'A cyclist',
    'The goalkeeper',
    'A volunteer',
    'The engineer',
    'A tour guide',
    'The crowd',
    'A farmer',
    'The orchestra',
    'A nurse',
    'The mayor',
    'A photographer',
    'The coach',
    'A barista',
    'Three panelists',
    'A child',
    'The referee',
    'An electrician',
    'The curator',
  ],
  actions: [
    'introduces',
    'demonstrates',
    'explains',
    'holds up',
    'walks past',
    'points at',
    'assembles',
    'inspects',
    'celebrates',
    'interviews',
    'films',
    'carries',
    'unboxes',
    'compares',
    'tastes',
    'repairs',
    'paints',
    'measures',
    'announces',
    'applauds',
    'photographs',
    'presents',
    'cleans',
    'adjusts',
    'tests',
    'opens',
    'describes',
  ],
  objects: [
    'the new camera',
    'a wooden table',
    'the scoreboard',
    'a red umbrella',
    'the prototype',
    'a bowl of ramen',
    'the trophy',
    'a steaming kettle',
    'the blueprint',
    'a bicycle',
    'the safety helmet',
    'a tablet',
    'the stage lights',
    'a stack of boxes',
    'the microphone',
    'a silver laptop',
    'the robot arm',
    'a bouquet of flowers',
    'the price tag',
    'a glass of water',
    'the conveyor belt',
    'a paper map',
    'the espresso machine',
    'a cardboard sign',
    'the solar panel',
    'a violin',
    'the first aid kit',
    'a sports car',
  ],
  places: [
    'in a bright studio',
    'on a crowded street',
    'in the gymnasium',
    'at the harbour',
    'in a busy café',
    'on the factory floor',
    'in the school hall',
    'beside the river',
    'at the train station',
    'in a quiet library',
    'on the rooftop',
    'in the kitchen',
    'at the exhibition hall',
    'on a mountain path',
    'in the parking lot',
    'at the stadium',
    'in a greenhouse',
    'on the beach',
    'in the warehouse',
    'at the city park',
  ],
  times: [
    'at sunrise',
    'under warm lighting',
    'in slow motion',
    'during a heavy rain',
    'as the audience cheers',
    'while music plays',
    'in a close-up shot',
    'from above',
    'at dusk',
    'with subtitles on screen',
    'as confetti falls',
    'in a wide shot',
  ],
  tags: [
    'Marketing',
    'Product Launch',
    'Interview',
    'Brand',
    'Sports',
    'School',
    'News',
    'Documentary',
    'Cooking',
    'Travel',
    'Training',
    'Safety',
    'Event',
    'Music',
    'Science',
    'Technology',
    'Corporate',
    'Behind the Scenes',
    'Highlights',
    'Live Broadcast',
    'Recipe',
    'Outdoor',
    'Drone Footage',
    'Testimonials',
    'Education',
    'Festival',
    'Finance',
    'Review',
  ],
  names:
    'Harrington Okafor Lindqvist Moreau Castillo Nakamura Fitzgerald Abernathy Kowalski Haddad Delacroix Whitmore Ostrander Vasquez Pemberton Tanaka Gallagher Rasmussen Beaumont Ferreira'.split(
      ' ',
    ),
  summary: (s, a, b) =>
    `This video covers the ${s}. It opens as ${a} and closes as ${b}. Suitable for highlights, internal review and social clips.`,
}

const JA = {
  topics: [
    ['春のキャンペーン ティザー', '春の新商品キャンペーン'],
    ['バリスタワン 発表会', 'コーヒーメーカー「バリスタワン」'],
    ['お客様の声 第３四半期', 'お客様の導入事例'],
    ['ブランドストーリー', '企業のブランドストーリー'],
    ['展示会ブースツアー', '展示会のブース'],
    ['工場の安全研修', '工場の安全研修'],
    ['運動会ハイライト', '小学校の運動会'],
    ['卒業式', '高校の卒業式'],
    ['科学博覧会', '科学博覧会の展示'],
    ['ロボット部 大会', 'ロボット競技大会'],
    ['夕方のニュース', '夕方のニュース番組'],
    ['港のドキュメンタリー', '港町のドキュメンタリー'],
    ['シティマラソン 生中継', '市民マラソン'],
    ['週末クッキング ラーメン', '手作りラーメン'],
    ['山村の暮らし', '山あいの村の暮らし'],
    ['決算説明会', '四半期の決算説明会'],
    ['電動スクーター レビュー', '電動スクーター'],
    ['結婚式ハイライト', '結婚披露宴'],
    ['ジャズフェスティバル', 'ジャズフェスティバル'],
    ['美術館 展覧会ガイド', '美術館の展覧会'],
  ],
  subjects: [
    '司会者が',
    '料理人が',
    '生徒たちが',
    '校長が',
    '記者が',
    'キャスターが',
    '担当者が',
    'お客様が',
    '合唱部が',
    'ドローンが',
    '自転車の選手が',
    'ゴールキーパーが',
    'ボランティアが',
    '技術者が',
    'ガイドが',
    '観客が',
    '農家の人が',
    'オーケストラが',
    '看護師が',
    '市長が',
    '写真家が',
    'コーチが',
    'バリスタが',
    '子どもが',
    '審判が',
    '学芸員が',
  ],
  objects: [
    '新しいカメラを',
    '木のテーブルを',
    '得点板を',
    '赤い傘を',
    '試作品を',
    'ラーメンを',
    'トロフィーを',
    '湯気の立つやかんを',
    '設計図を',
    '自転車を',
    '安全ヘルメットを',
    'タブレットを',
    '照明を',
    '段ボール箱を',
    'マイクを',
    'ノートパソコンを',
    'ロボットアームを',
    '花束を',
    '値札を',
    'コップの水を',
    'ベルトコンベアを',
    '地図を',
    'エスプレッソマシンを',
    '看板を',
    '太陽光パネルを',
    'バイオリンを',
    '救急箱を',
    'スポーツカーを',
    'ＡＩカメラを',
    'ｽﾏｰﾄﾌｫﾝを',
    'USBケーブルを',
  ],
  actions: [
    '紹介する',
    '実演する',
    '説明する',
    '持ち上げる',
    '指さす',
    '組み立てる',
    '点検する',
    '祝う',
    '撮影する',
    '運ぶ',
    '開封する',
    '比べる',
    '味わう',
    '修理する',
    '塗る',
    '測る',
    '発表する',
    '手渡す',
    '掃除する',
    '調整する',
    '試す',
    '開ける',
  ],
  places: [
    '明るいスタジオで',
    '人通りの多い通りで',
    '体育館で',
    '港で',
    'にぎやかなカフェで',
    '工場の現場で',
    '講堂で',
    '川沿いで',
    '駅のホームで',
    '静かな図書館で',
    '屋上で',
    '厨房で',
    '展示ホールで',
    '山道で',
    '駐車場で',
    '競技場で',
    '温室で',
    '海辺で',
    '倉庫で',
    '公園で',
    '東京の会場で',
    '京都の寺で',
    '横浜の港で',
    '札幌の雪まつりで',
  ],
  times: [
    '朝日の中、',
    '暖かい照明の下で',
    'スローモーションで',
    '大雨の中、',
    '歓声の中、',
    '音楽に合わせて',
    'クローズアップで',
    '上空から',
    '夕暮れに',
    '字幕付きで',
    '紙吹雪が舞う中、',
    '引きの画で',
  ],
  tags: [
    'マーケティング',
    '新商品',
    'インタビュー',
    'ブランド',
    'スポーツ',
    '学校',
    'ニュース',
    'ドキュメンタリー',
    '料理',
    '旅行',
    '研修',
    '安全',
    'イベント',
    '音楽',
    '科学',
    'テクノロジー',
    '企業紹介',
    'メイキング',
    'ハイライト',
    '生中継',
    'レシピ',
    '屋外',
    '空撮',
    'お客様の声',
    '教育',
    'フェスティバル',
    '金融',
    'レビュー',
  ],
  names:
    '佐藤 鈴木 高橋 田中 伊藤 渡辺 山本 中村 小林 加藤 吉田 山田 佐々木 山口 松本 井上 木村 林 清水 斎藤'.split(
      ' ',
    ),
  summary: (s, a, b) =>
    `${s}を記録した映像です。冒頭は${a}場面、最後は${b}場面です。ハイライトや社内共有に適しています。`,
}

/**
 * Names, places and model numbers made from syllables: an archive's long tail of rare words
 * (people, venues, products), a few thousand of them.
 */
function longTail(seed) {
  const rng = prng(seed)
  const syl = 'ka ri to ma ne sho lin dor vel an ber cas ter mo ra qui fen hal wick ston ley'.split(
    ' ',
  )
  const kana =
    'カ リ ト マ ネ ショ リン ドル ベル アン バー キャス ター モ ラ クイ フェン ハル ウィック ストン'.split(
      ' ',
    )
  const kanji =
    '山 川 田 中 村 森 林 高 橋 本 松 井 木 石 原 野 藤 沢 島 岡 北 南 西 東 大 小 新 宮'.split(' ')
  const word = (parts, n) => Array.from({ length: n }, () => rng.pick(parts)).join('')
  const cap = (w) => w[0].toUpperCase() + w.slice(1)
  return {
    en: Array.from({ length: 1500 }, (_, i) =>
      i % 5 === 4
        ? `${rng.pick(['XR', 'Model', 'Series', 'Mk'])}-${rng.int(10, 990)}`
        : cap(word(syl, rng.int(2, 3))),
    ),
    ja: Array.from({ length: 1500 }, (_, i) =>
      i % 3 === 0
        ? word(kanji, 2) + rng.pick(['さん', '氏', '市', '町', '駅'])
        : word(kana, rng.int(2, 4)),
    ),
  }
}
const TAIL = longTail(99)

/** @param {ReturnType<typeof prng>} rng @param {typeof EN} L @param {boolean} ja */
function sentence(rng, L, ja) {
  const name = rng.next() < 0.3 ? rng.pick(L.names) : ''
  const rare = rng.pick(ja ? TAIL.ja : TAIL.en)
  if (ja) {
    const who = name ? `${name}さんが` : rng.pick(L.subjects)
    return `${rng.pick(L.times)}${rng.pick(L.places)}${who}「${rare}」の${rng.pick(L.objects)}${rng.pick(L.actions)}。`
  }
  const who = name ? `${rng.pick(['Ms.', 'Mr.', 'Dr.', 'Coach'])} ${name}` : rng.pick(L.subjects)
  const text = `${who} ${rng.pick(L.actions)} ${rng.pick(L.objects)} from ${rare} ${rng.pick(L.places)} ${rng.pick(L.times)}.`
  return rng.next() < 0.4 ? `${text} ${sentence(rng, L, ja)}` : text
}

const clause = (s) => s.replace(/[.。]$/, '').replace(/^[A-Z]/, (c) => c.toLowerCase())

const pad = (n) => String(n).padStart(2, '0')
const hms = (sec) =>
  `${pad(Math.floor(sec / 3600))}:${pad(Math.floor(sec / 60) % 60)}:${pad(sec % 60)}.000`

/**
 * @param {{ count?: number, scenes?: number, seed?: number }} [options]
 */
export function makeLibrary({ count = 2000, scenes = 20, seed = 15 } = {}) {
  const rng = prng(seed)
  const start = Date.UTC(2025, 0, 1)
  return Array.from({ length: count }, (_, i) => {
    const ja = i % 3 === 2
    const L = ja ? JA : EN
    const [title, subject] = rng.pick(L.topics)
    const sceneList = Array.from({ length: scenes }, (_, index) => ({
      index,
      startTime: hms(index * 12),
      endTime: hms(index * 12 + 12),
      description: sentence(rng, L, ja),
      thumbnail: `scenes/${index}/thumbnail.jpg`,
      videoPath: `scenes/${index}/clip.mp4`,
      frames: [],
    }))
    const tagCount = rng.int(3, 6)
    const tags = new Set()
    while (tags.size < tagCount) tags.add(rng.pick(L.tags))
    const id = `v${String(i + 1).padStart(5, '0')}`
    return {
      id,
      filename: `${id}.mp4`,
      status: 'completed',
      createdAt: new Date(start + i * 3_600_000).toISOString(),
      title: `${title} ${ja ? `第${(i % 40) + 1}回` : `#${(i % 40) + 1}`}`,
      summary: L.summary(
        subject,
        clause(sceneList[0].description),
        clause(sceneList[scenes - 1].description),
      ),
      tags: [...tags].map((name) => ({ name })),
      videoThumbnailPath: 'thumbnail.jpg',
      outputData: { scenes: sceneList },
    }
  })
}

/**
 * The queries timed by the bench: short keyword queries as a person types them (English,
 * prefixes, a typo, Japanese words, mixed), and long ones as similar mode sends (a whole
 * summary or scene description).
 * @param {ReturnType<typeof makeLibrary>} library
 */
export function benchQueries(library) {
  const short = [
    'ramen',
    'camera',
    'cam',
    'espresso machine',
    'stadium goalkeeper',
    'confeti',
    'harringtn',
    'robot arm',
    'ラーメン',
    '体育館',
    '東京',
    '安全ヘルメット',
    'カメラ',
    'ai カメラ',
    'スマートフォン',
    'sports day',
    'museum',
    'graduation ceremony school',
  ]
  const long = library
    .filter((_, i) => i % 97 === 0)
    .flatMap((v) => [v.summary, v.outputData.scenes[3].description])
  return { short, long }
}
