// @ts-check
// The demo library's vocabulary as compact tables: accounts, topics (title, subject, tags in
// English and Japanese), scene sentences, summary templates and title variants. The library
// itself is generated from these by library.mjs; `{s}` is the topic's subject.

/** @typedef {'marketing' | 'school' | 'media'} Domain */
/** @typedef {[title: string, subject: string, tags: string[]]} TopicText */
/** @typedef {{ key: string, domain: Domain, picture: string, en: TopicText, ja: TopicText }} Topic */

/** Rows of `a | b | c`, blank lines skipped. @param {string} text */
const rows = (text) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()))

/** One sentence per line. @param {string} text */
const lines = (text) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.trim())

export const LANGUAGES = rows(`
  en | English
  ja | Japanese
  de | German
  fr | French
  es | Spanish
  zh | Chinese
  ko | Korean
`).map(([code, name]) => ({ code, name }))

export const ACCOUNTS = rows(`
  demo@example.com  | Demo1234  | Demo User   | demo   | Northwind Media
  aiko@example.com  | Aiko1234  | Aiko Tanaka | aiko   | Northwind Media
  other@example.com | Other1234 | Oliver Reed | oliver | Blue Harbor School
`).map(([email, password, full_name, username, team]) => ({
  email,
  password,
  full_name,
  username,
  team,
}))

// key | domain | picture (the drawn subject of its thumbnail, media/) | title | subject | tags (comma-separated)
const TOPICS_EN = rows(`
  spring_campaign_teaser | marketing | product | Spring Campaign Teaser | spring product campaign | Marketing, Spring Campaign, Teaser, Product Launch
  coffee_maker_launch | marketing | product | Barista One Coffee Maker Launch | Barista One coffee maker | Product Launch, Coffee, Kitchen Appliances, Demo
  customer_testimonials | marketing | cafe | Customer Testimonials Q3 | customer success stories | Testimonials, Customers, Interview, Brand
  brand_story_film | marketing | skyline | Northwind Brand Story | company brand story | Brand, Corporate, Storytelling, Documentary
  trade_show_booth | marketing | presenter | Trade Show Booth Highlights | trade show booth | Trade Show, Event, Booth, B2B
  social_ad_cutdowns | marketing | track | Social Ad Cut-downs | running shoe social ads | Social Media, Advertising, Running Shoes, Short Form
  unboxing_smartwatch | marketing | product | Smartwatch Unboxing | Pulse smartwatch | Unboxing, Smartwatch, Wearables, Review
  sports_day | school | track | Sports Day Full Coverage | annual sports day | School Event, Sports Day, Relay Race, Students
  science_fair | school | classroom | Science Fair Projects | student science fair | Science Fair, STEM, Students, Experiments
  graduation_ceremony | school | hall | Graduation Ceremony | graduation ceremony | Graduation, Ceremony, School Event, Speeches
  robotics_club | school | robot | Robotics Club Regional Final | robotics club competition | Robotics Club, STEM, Competition, Engineering
  open_campus_tour | school | classroom | Open Campus Tour | open campus day | Open Campus, Admissions, Campus Tour, Facilities
  chemistry_lecture | school | classroom | Chemistry Lecture: Acids and Bases | acids and bases lecture | Lecture, Chemistry, Classroom, Education
  school_concert | school | stage | Winter Brass Band Concert | brass band winter concert | Concert, Music, Brass Band, School Event
  evening_news | media | harbour | Evening News: Harbour Redevelopment | harbour redevelopment plan | News, City Planning, Harbour, Interview
  food_festival | media | street | City Food Festival Report | city food festival | Food, Festival, Street Food, Travel
  mountain_documentary | media | mountains | Alpine Villages Documentary | life in alpine villages | Documentary, Nature, Mountains, Culture
  tech_podcast | media | newsroom | Tech Talk Podcast Episode 42 | AI in newsrooms | Podcast, Technology, AI, Talk Show
  marathon_broadcast | media | aerial-route | City Marathon Live Broadcast | city marathon | Sports, Marathon, Live Broadcast, Running
  cooking_show | media | kitchen | Weekend Cooking Show: Ramen | homemade ramen | Cooking, Ramen, Recipe, Entertainment
`)

// key | title | subject | tags, in the same order as TOPICS_EN
const TOPICS_JA = rows(`
  spring_campaign_teaser | 春のキャンペーン ティザー | 春の新商品キャンペーン | マーケティング, 春キャンペーン, ティザー, 新商品
  coffee_maker_launch | バリスタワン 発表会 | コーヒーメーカー「バリスタワン」 | 新商品発表, コーヒー, 家電, デモ
  customer_testimonials | お客様の声 第3四半期 | お客様の導入事例 | お客様の声, インタビュー, 導入事例, ブランド
  brand_story_film | ノースウィンド ブランドストーリー | 企業のブランドストーリー | ブランド, 企業紹介, ストーリー, ドキュメンタリー
  trade_show_booth | 展示会ブース ハイライト | 展示会のブース出展 | 展示会, イベント, ブース, BtoB
  social_ad_cutdowns | SNS広告 ショート版 | ランニングシューズのSNS広告 | SNS, 広告, ランニングシューズ, ショート動画
  unboxing_smartwatch | スマートウォッチ 開封動画 | スマートウォッチ「パルス」 | 開封, スマートウォッチ, ウェアラブル, レビュー
  sports_day | 運動会 全編 | 毎年恒例の運動会 | 学校行事, 運動会, リレー, 生徒
  science_fair | 科学展 研究発表 | 生徒の科学展 | 科学展, 理科, 生徒, 実験
  graduation_ceremony | 卒業式 | 卒業式 | 卒業式, 式典, 学校行事, スピーチ
  robotics_club | ロボット部 地区大会決勝 | ロボット部の大会 | ロボット部, 理科, 大会, ものづくり
  open_campus_tour | オープンキャンパス 案内 | オープンキャンパス | オープンキャンパス, 入試, 校内案内, 施設
  chemistry_lecture | 化学の授業 酸と塩基 | 酸と塩基の授業 | 授業, 化学, 教室, 教育
  school_concert | 吹奏楽部 冬の定期演奏会 | 吹奏楽部の定期演奏会 | 演奏会, 音楽, 吹奏楽, 学校行事
  evening_news | 夕方ニュース 港湾再開発 | 港湾地区の再開発計画 | ニュース, 都市計画, 港, インタビュー
  food_festival | 街のフードフェス 取材 | 街のフードフェスティバル | グルメ, フェス, 屋台, 旅行
  mountain_documentary | 山あいの村 ドキュメンタリー | 山あいの村の暮らし | ドキュメンタリー, 自然, 山, 文化
  tech_podcast | テックトーク 第42回 | 報道現場のAI活用 | ポッドキャスト, テクノロジー, AI, トーク番組
  marathon_broadcast | シティマラソン 生中継 | 市民マラソン | スポーツ, マラソン, 生中継, ランニング
  cooking_show | 週末クッキング ラーメン | 手作りラーメン | 料理, ラーメン, レシピ, エンタメ
`)

/** @param {string} cell */
const tags = (cell) => cell.split(',').map((tag) => tag.trim())

/** @type {Topic[]} */
export const TOPICS = TOPICS_EN.map(([key, domain, picture, title, subject, tagList], i) => {
  const [jaKey, jaTitle, jaSubject, jaTags] = TOPICS_JA[i]
  if (jaKey !== key) throw new Error(`topic tables out of step at ${key}`)
  return {
    key,
    domain: /** @type {Domain} */ (domain),
    picture,
    en: [title, subject, tags(tagList)],
    ja: [jaTitle, jaSubject, tags(jaTags)],
  }
})

/**
 * Scene rows `picture | sentence`: the drawn subject in media/ that shows such a scene (so a
 * harbour at sunrise is shown as one), then the description. @param {string} text
 */
const scenes = (text) => rows(text).map(([picture, sentence]) => ({ picture, sentence }))

/**
 * The sentences of one domain, checked to show the same pictures in both languages.
 * @param {{ en: { picture: string, sentence: string }[], ja: { picture: string, sentence: string }[] }} rows
 */
function sentences({ en, ja }) {
  en.forEach((row, i) => {
    if (ja[i]?.picture !== row.picture)
      throw new Error(`scene tables out of step at ${row.sentence}`)
  })
  return { en: en.map((row) => row.sentence), ja: ja.map((row) => row.sentence) }
}

/** Scene rows per domain and language; English and Japanese in the same order. */
const SCENE_ROWS = {
  marketing: {
    en: scenes(`
      presenter    | A presenter introduces the {s} in a bright studio and holds the product up to the camera.
      product      | Close-up shots of the packaging with on-screen text highlighting the key features.
      cafe         | Customers try the product in a busy café; several people smile and give a thumbs up.
      title-card   | The brand logo animates over a blue gradient, followed by a call to action and the website address.
      split-screen | A split-screen comparison shows the before and after results side by side.
      skyline      | Drone footage of the city skyline at dusk transitions into a hero shot of the product.
      presenter    | A product manager explains the pricing and availability in front of a large screen.
      product      | Slow-motion detail shots of materials and buttons under warm studio lighting.
      stage        | A team celebrates the launch on stage while confetti falls and the audience applauds.
    `),
    ja: scenes(`
      presenter    | 明るいスタジオで司会者が{s}を紹介し、商品をカメラに向けて見せる。
      product      | パッケージのクローズアップに主な特徴を強調するテロップが重なる。
      cafe         | にぎやかなカフェで客が商品を試し、笑顔で親指を立てる。
      title-card   | 青いグラデーションの上にブランドロゴが現れ、ウェブサイトへの案内が表示される。
      split-screen | 画面分割で使用前と使用後の結果を並べて比較する。
      skyline      | 夕暮れの街並みのドローン映像から商品のメインカットへ切り替わる。
      presenter    | 大型スクリーンの前で担当者が価格と発売時期を説明する。
      product      | 暖かい照明の下で素材やボタンをスローモーションで映す。
      stage        | ステージで発表を祝うチームに紙吹雪が舞い、会場から拍手が起こる。
    `),
  },
  school: {
    en: scenes(`
      gym          | Students enter the gymnasium and line up by class for the opening of the {s}.
      hall         | The principal speaks at the podium and welcomes families to the {s}.
      classroom    | A teacher explains an experiment at the blackboard while students take notes.
      classroom    | Students work in small groups on tablets and present their results to the class.
      track        | The relay race starts; runners pass the baton as classmates cheer from the stands.
      hall         | Parents record the performance on their phones from the back of the hall.
      robot        | A student team demonstrates their robot navigating an obstacle course.
      stage        | The choir and brass band perform together on the stage under spotlights.
      stage        | Students receive certificates one by one and bow to the audience.
    `),
    ja: scenes(`
      gym          | 生徒たちが体育館に入場し、{s}の開会に向けてクラスごとに整列する。
      hall         | 校長が演台で挨拶し、{s}に来た家族を歓迎する。
      classroom    | 教師が黒板の前で実験を説明し、生徒たちがノートを取る。
      classroom    | 生徒たちが少人数のグループでタブレットを使い、結果をクラスで発表する。
      track        | リレーがスタートし、スタンドの声援の中で走者がバトンをつなぐ。
      hall         | 保護者が会場の後方からスマートフォンで演技を撮影する。
      robot        | 生徒のチームがロボットで障害物コースを走らせて実演する。
      stage        | スポットライトの下で合唱部と吹奏楽部が一緒に演奏する。
      stage        | 生徒が一人ずつ証書を受け取り、会場に向かって一礼する。
    `),
  },
  media: {
    en: scenes(`
      newsroom     | The news anchor introduces the top story about the {s} from the studio desk.
      street       | A field reporter interviews a local resident on a crowded street.
      harbour      | B-roll of the harbour with cranes and container ships at sunrise.
      newsroom     | A studio panel of three guests discusses the {s} and its impact.
      aerial-route | Aerial footage follows the route while on-screen graphics show the distance.
      kitchen      | A chef prepares noodles in a steaming kitchen and explains each step.
      mountains    | Villagers carry baskets along a mountain path as narration describes daily life.
      newsroom     | The host wraps up the segment and teases the next episode.
      archive      | Archive photos appear in a slow pan with captions giving dates and names.
    `),
    ja: scenes(`
      newsroom     | スタジオのキャスターが{s}に関するトップニュースを伝える。
      street       | 記者が人通りの多い通りで地元の住民にインタビューする。
      harbour      | 朝日の中、クレーンとコンテナ船が並ぶ港の映像。
      newsroom     | スタジオで3人のゲストが{s}とその影響について議論する。
      aerial-route | 空撮でコースをたどり、画面のグラフィックが距離を示す。
      kitchen      | 湯気の立つ厨房で料理人が麺を作り、手順を一つずつ説明する。
      mountains    | 村人が籠を背負って山道を歩き、ナレーションが日々の暮らしを語る。
      newsroom     | 司会者がコーナーを締めくくり、次回の予告をする。
      archive      | 資料写真がゆっくりと映し出され、日付と名前のキャプションが添えられる。
    `),
  },
}

/** Scene descriptions per domain and language. @type {Record<Domain, { en: string[], ja: string[] }>} */
export const SCENES = {
  marketing: sentences(SCENE_ROWS.marketing),
  school: sentences(SCENE_ROWS.school),
  media: sentences(SCENE_ROWS.media),
}

/**
 * Every scene template (`{s}` still in it) with its picture, both languages.
 * @type {{ template: string, picture: string }[]}
 */
export const SCENE_PICTURES = Object.values(SCENE_ROWS).flatMap(({ en, ja }) =>
  [...en, ...ja].map(({ sentence, picture }) => ({ template: sentence, picture })),
)

/** Summary templates: `{s}` subject, `{a}` the first scene, `{b}` the last. */
export const SUMMARY = {
  en: lines(`
    This video covers the {s}. It opens with {a} and closes with {b}. Suitable for highlights, internal review and social clips.
    A look at the {s}: {a}, followed by {b}. The footage is well lit and mostly stable.
    Footage of the {s}. Key moments include {a} and {b}.
  `),
  ja: lines(`
    {s}を記録した映像です。冒頭は{a}、最後は{b}。ハイライトや社内共有に適しています。
    {s}の様子をまとめた映像。{a}。続いて{b}。
    {s}の映像です。主な場面：{a}／{b}
  `),
}

/** Suffixes that tell repeated topics apart ("Part 2"); the first is empty. */
export const VARIANTS = {
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
