// @ts-check
// The demo library's vocabulary as compact tables: accounts, topics (title, subject, tags in
// English and Japanese), the scenes each topic's videos are cut from (its story), summary
// templates and title variants. One table drives a video's whole story: its topic gives the
// title, summary, tags and scenes, and the drawn subject (media/) of its thumbnail; each scene
// sentence gives the subject its pictures, clip and stretch of the full video show. The library
// itself is generated from these by library.mjs; `{s}` is the topic's subject.

/** @typedef {'marketing' | 'school' | 'media'} Domain */
/** @typedef {[title: string, subject: string, tags: string[]]} TopicText */
/** @typedef {{ picture: string, en: string, ja: string }} SceneText a scene sentence and the subject that shows it */
/**
 * @typedef {{ key: string, domain: Domain, picture: string, en: TopicText, ja: TopicText,
 *   story: SceneText[] }} Topic `story`: the scenes its videos are cut from, in the order they happen
 */

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
  spring_campaign_teaser | marketing | coffee-maker | Spring Campaign Teaser | spring product campaign | Marketing, Spring Campaign, Teaser, Product Launch
  coffee_maker_launch | marketing | coffee-maker | Barista One Coffee Maker Launch | Barista One coffee maker | Product Launch, Coffee, Kitchen Appliances, Demo
  customer_testimonials | marketing | cafe | Customer Testimonials Q3 | customer success stories | Testimonials, Customers, Interview, Brand
  brand_story_film | marketing | skyline | Northwind Brand Story | company brand story | Brand, Corporate, Storytelling, Documentary
  trade_show_booth | marketing | presenter | Trade Show Booth Highlights | trade show booth | Trade Show, Event, Booth, B2B
  social_ad_cutdowns | marketing | track | Social Ad Cut-downs | running shoe social ads | Social Media, Advertising, Running Shoes, Short Form
  unboxing_smartwatch | marketing | smartwatch | Smartwatch Unboxing | Pulse smartwatch | Unboxing, Smartwatch, Wearables, Review
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
  tech_podcast | media | newsroom | Tech Talk Podcast Episode 42 | use of AI in newsrooms | Podcast, Technology, AI, Talk Show
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

// key | picture (the drawn subject of media/ that shows such a scene) | sentence
const SCENES_EN = rows(`
  intro           | presenter    | A presenter introduces the {s} in a bright studio and holds the product up to the camera.
  packaging       | coffee-maker | Close-up shots of the packaging with on-screen text highlighting the key features.
  brew            | coffee-maker | The {s} brews a first cup while the glass jug slowly fills.
  details         | coffee-maker | Slow-motion detail shots of materials and buttons under warm studio lighting.
  unbox           | smartwatch   | The box is opened and the {s} is lifted out for the first time.
  watch_face      | smartwatch   | Close-up of the watch face as the activity ring fills and the heart rate appears.
  charging        | smartwatch   | The watch rests on its stand beside the charger and the open box.
  pace            | track        | A runner checks her pace on the watch while training on the track.
  cafe_try        | cafe         | Customers try the product in a busy café; several people smile and give a thumbs up.
  owner_story     | cafe         | A café owner tells the interviewer how her team uses the product every day.
  shop_street     | street       | A shop owner talks about the product on a busy street outside his store.
  thanks          | presenter    | A presenter thanks the customers who took part and introduces the next story.
  logo            | title-card   | The brand logo animates over a blue gradient, followed by a call to action and the website address.
  before_after    | split-screen | A split-screen comparison shows the before and after results side by side.
  skyline         | skyline      | Drone footage of the city skyline at dusk transitions into a hero shot of the product.
  founder_city    | skyline      | The narrator tells the {s} over a slow aerial shot of the city at dusk.
  staff_cafe      | cafe         | Staff members talk about what the brand means to them over coffee.
  pricing         | presenter    | A product manager explains the pricing and availability in front of a large screen.
  booth_demo      | presenter    | A staff member demonstrates the product to visitors in front of the booth’s large screen.
  hall_talk       | hall         | The team gives a short talk from the podium of the exhibition hall.
  coffee_break    | cafe         | Visitors take a break at the coffee bar and chat with the sales team.
  celebration     | stage        | A team celebrates the launch on stage while confetti falls and the audience applauds.
  route_map       | aerial-route | An animated map traces a 7 km running route along the river.
  track_sprint    | track        | Runners sprint down the track in slow motion as the camera follows their shoes.
  street_run      | street       | Runners weave through a busy shopping street in the morning light.
  finish          | track        | A runner crosses the finish line and raises her arms as the crowd cheers.
  march           | track        | Students march onto the field behind their class banners for the opening of the {s}.
  warm_up         | gym          | Students warm up with stretching exercises in the gymnasium before the first race.
  relay           | track        | The relay race starts; runners pass the baton as classmates cheer from the stands.
  ribbons         | track        | A teacher hands ribbons to the winning runners at the finish line.
  stands          | track        | Families cheer from the stands and record the races on their phones.
  trophy          | gym          | The principal presents the trophy to the winning class at the closing ceremony in the gymnasium.
  gym_lineup      | gym          | Students enter the gymnasium and line up by class for the opening of the {s}.
  principal       | hall         | The principal speaks at the podium and welcomes families to the {s}.
  experiment      | classroom    | A teacher explains an experiment at the blackboard while students take notes.
  groups          | classroom    | Students work in small groups on tablets and present their results to the class.
  posters         | classroom    | Visitors walk between the poster boards as students explain their experiments.
  ph_scale        | classroom    | The teacher writes the pH scale on the blackboard and explains acids and bases.
  litmus          | classroom    | Students test household liquids with litmus paper at their desks.
  indicator       | classroom    | An indicator turns from red to blue as the teacher adds a base drop by drop.
  review          | classroom    | The class reviews the key points of the {s} before the bell rings.
  farewell        | classroom    | Graduates write farewell messages on the blackboard of their classroom.
  parents_record  | hall         | Parents record the performance on their phones from the back of the hall.
  judges          | hall         | The judges announce each team’s score from the podium.
  adjust          | classroom    | Team members make final adjustments to their robot at a classroom workbench.
  robot_demo      | robot        | A student team demonstrates their robot navigating an obstacle course.
  robot_run       | robot        | The robot clears the last cone and the timer stops as the team cheers.
  gym_tour        | gym          | The tour visits the gymnasium, where the basketball club is practising.
  track_tour      | track        | Visitors walk past the running track as the athletics club trains.
  tune_up         | stage        | The brass band tunes up on stage as the audience takes their seats.
  choir_brass     | stage        | The choir and brass band perform together on the stage under spotlights.
  solo            | stage        | A student plays a trumpet solo under a single spotlight.
  bow             | stage        | The conductor turns and bows as the audience applauds the final piece.
  certificates    | stage        | Students receive certificates one by one and bow to the audience.
  anchor          | newsroom     | The news anchor introduces the top story about the {s} from the studio desk.
  street_interview| street       | A field reporter interviews a local resident on a crowded street.
  harbour         | harbour      | B-roll of the harbour with cranes and container ships at sunrise.
  panel           | newsroom     | A studio panel of three guests discusses the {s} and its impact.
  archive         | archive      | Archive photos appear in a slow pan with captions giving dates and names.
  wrap_up         | newsroom     | The host wraps up the segment and teases the next episode.
  stalls          | street       | Visitors queue at food stalls along the festival street.
  chef            | kitchen      | A chef prepares noodles in a steaming kitchen and explains each step.
  stall_cook      | kitchen      | A stall cook stirs a huge pan of fried noodles as steam rises.
  mist            | mountains    | Morning mist lifts from the valley as the sun rises over the peaks.
  villagers       | mountains    | Villagers carry baskets along a mountain path as narration describes daily life.
  river           | aerial-route | Aerial footage follows the river up the valley to the village.
  school_path     | mountains    | Children walk down the mountain path to the village school.
  dusk            | mountains    | The narrator reflects on the village’s future as the light fades over the ridge.
  welcome         | newsroom     | The host welcomes the listeners and introduces this week’s guests.
  news_desk       | newsroom     | A short report shows editors checking AI-written headlines at the news desk.
  ai_demo         | presenter    | A guest demonstrates an AI transcription tool on the large screen.
  questions       | newsroom     | The hosts answer questions that listeners sent in during the week.
  start_line      | street       | Thousands of runners cross the start line as the crowd cheers.
  route           | aerial-route | Aerial footage follows the route while on-screen graphics show the distance.
  halfway         | harbour      | The leading group runs past the harbour cranes at the halfway mark.
  tape            | track        | The winner breaks the tape at the finish line in the stadium.
  ingredients     | kitchen      | The host lays out the ingredients for the {s} on the counter.
  broth           | kitchen      | The host simmers pork bones for the broth and skims the pot.
  toppings        | kitchen      | Toppings are laid out: sliced pork, soft-boiled eggs and spring onions.
  tasting         | kitchen      | The finished bowl is served and the host takes the first taste.
  sign_off        | kitchen      | The host signs off from the kitchen and teases next week’s recipe.
`)

// key | sentence, in the same order as SCENES_EN
const SCENES_JA = rows(`
  intro           | 明るいスタジオで司会者が{s}を紹介し、商品をカメラに向けて見せる。
  packaging       | パッケージのクローズアップに主な特徴を強調するテロップが重なる。
  brew            | {s}が最初の一杯を淹れ、ガラスのポットがゆっくりと満たされていく。
  details         | 暖かい照明の下で素材やボタンをスローモーションで映す。
  unbox           | 箱が開けられ、{s}が初めて取り出される。
  watch_face      | 文字盤のクローズアップ。アクティビティリングが満ち、心拍数が表示される。
  charging        | 充電器と開いた箱の横で、スタンドに置かれたウォッチを映す。
  pace            | 陸上トラックで練習するランナーが、ウォッチでペースを確認する。
  cafe_try        | にぎやかなカフェで客が商品を試し、笑顔で親指を立てる。
  owner_story     | カフェのオーナーが、スタッフが毎日どのように商品を使っているかをインタビューで語る。
  shop_street     | 店主がにぎやかな通りに面した店の前で商品について話す。
  thanks          | 司会者が協力してくれたお客様に感謝を伝え、次の事例を紹介する。
  logo            | 青いグラデーションの上にブランドロゴが現れ、ウェブサイトへの案内が表示される。
  before_after    | 画面分割で使用前と使用後の結果を並べて比較する。
  skyline         | 夕暮れの街並みのドローン映像から商品のメインカットへ切り替わる。
  founder_city    | 夕暮れの街をゆっくりと空撮した映像に、{s}を語るナレーションが重なる。
  staff_cafe      | 社員がコーヒーを片手に、自分にとってのブランドの意味を語る。
  pricing         | 大型スクリーンの前で担当者が価格と発売時期を説明する。
  booth_demo      | ブースの大型スクリーンの前で、スタッフが来場者に商品を実演する。
  hall_talk       | 展示会場の演台から、チームが短いプレゼンテーションを行う。
  coffee_break    | 来場者がコーヒーバーでひと息つき、営業担当と談笑する。
  celebration     | ステージで発表を祝うチームに紙吹雪が舞い、会場から拍手が起こる。
  route_map       | 川沿いの7kmのランニングコースをアニメーションの地図がたどる。
  track_sprint    | トラックを駆け抜けるランナーの足元を、スローモーションでカメラが追う。
  street_run      | 朝の光の中、ランナーがにぎやかな商店街を縫うように走る。
  finish          | ランナーがゴールラインを越えて両手を上げ、観客が歓声を上げる。
  march           | 生徒たちがクラスの旗を先頭にグラウンドへ入場し、{s}が始まる。
  warm_up         | 最初の競技を前に、生徒たちが体育館で準備体操をする。
  relay           | リレーがスタートし、スタンドの声援の中で走者がバトンをつなぐ。
  ribbons         | 教師がゴール地点で、勝ったランナーにリボンを手渡す。
  stands          | 家族がスタンドから声援を送り、スマートフォンで競技を撮影する。
  trophy          | 体育館での閉会式で、校長が優勝したクラスにトロフィーを手渡す。
  gym_lineup      | 生徒たちが体育館に入場し、{s}の開会に向けてクラスごとに整列する。
  principal       | 校長が演台で挨拶し、{s}に来た家族を歓迎する。
  experiment      | 教師が黒板の前で実験を説明し、生徒たちがノートを取る。
  groups          | 生徒たちが少人数のグループでタブレットを使い、結果をクラスで発表する。
  posters         | 来場者がポスターの間を歩き、生徒たちが自分の実験を説明する。
  ph_scale        | 教師が黒板にpHの目盛りを書き、酸と塩基を説明する。
  litmus          | 生徒たちが机でリトマス紙を使い、身近な液体を調べる。
  indicator       | 教師が塩基を一滴ずつ加えると、指示薬が赤から青に変わる。
  review          | チャイムが鳴る前に、クラスで{s}の要点を振り返る。
  farewell        | 卒業生が教室の黒板に別れのメッセージを書く。
  parents_record  | 保護者が会場の後方からスマートフォンで演技を撮影する。
  judges          | 審査員が演台から各チームの得点を発表する。
  adjust          | 部員たちが教室の作業台でロボットの最終調整をする。
  robot_demo      | 生徒のチームがロボットで障害物コースを走らせて実演する。
  robot_run       | ロボットが最後のコーンをクリアしてタイマーが止まり、チームが歓声を上げる。
  gym_tour        | 見学者が、バスケットボール部の練習する体育館を訪れる。
  track_tour      | 見学者が、陸上部の練習するトラックの横を歩く。
  tune_up         | 観客が席に着く中、吹奏楽部がステージで音合わせをする。
  choir_brass     | スポットライトの下で合唱部と吹奏楽部が一緒に演奏する。
  solo            | 一筋のスポットライトの下で、生徒がトランペットのソロを演奏する。
  bow             | 最後の曲が終わり、指揮者が振り返って一礼すると、観客が拍手を送る。
  certificates    | 生徒が一人ずつ証書を受け取り、会場に向かって一礼する。
  anchor          | スタジオのキャスターが{s}に関するトップニュースを伝える。
  street_interview| 記者が人通りの多い通りで地元の住民にインタビューする。
  harbour         | 朝日の中、クレーンとコンテナ船が並ぶ港の映像。
  panel           | スタジオで3人のゲストが{s}とその影響について議論する。
  archive         | 資料写真がゆっくりと映し出され、日付と名前のキャプションが添えられる。
  wrap_up         | 司会者がコーナーを締めくくり、次回の予告をする。
  stalls          | フェスの通りに並ぶ屋台に、来場者が列を作る。
  chef            | 湯気の立つ厨房で料理人が麺を作り、手順を一つずつ説明する。
  stall_cook      | 屋台の料理人が、湯気の立つ大鍋で焼きそばを炒める。
  mist            | 山々の向こうから日が昇り、谷の朝霧が晴れていく。
  villagers       | 村人が籠を背負って山道を歩き、ナレーションが日々の暮らしを語る。
  river           | 空撮で川をさかのぼり、谷の奥の村へと向かう。
  school_path     | 子どもたちが山道を下って村の学校へ向かう。
  dusk            | 尾根の光が薄れていく中、ナレーションが村の将来に思いをはせる。
  welcome         | 司会者がリスナーに挨拶し、今週のゲストを紹介する。
  news_desk       | 短いリポートで、編集者がニュースデスクでAIの書いた見出しを確かめる様子を伝える。
  ai_demo         | ゲストが大型スクリーンでAIの文字起こしツールを実演する。
  questions       | 司会者たちが、今週リスナーから寄せられた質問に答える。
  start_line      | 観衆の声援の中、数千人のランナーがスタートラインを越える。
  route           | 空撮でコースをたどり、画面のグラフィックが距離を示す。
  halfway         | 先頭集団が中間地点で港のクレーンの前を走り抜ける。
  tape            | 優勝者が競技場のゴールでテープを切る。
  ingredients     | 司会者が{s}の材料を調理台に並べる。
  broth           | 司会者が豚骨を煮込んでスープを作り、鍋のあくを取る。
  toppings        | チャーシュー、半熟卵、ねぎなどの具材が並べられる。
  tasting         | 完成した一杯が運ばれ、司会者が最初のひと口を味わう。
  sign_off        | 司会者がキッチンから番組を締めくくり、来週のレシピを予告する。
`)

// topic | its story: the scenes its videos are cut from, in the order they happen (at least six,
// the most a seeded video has; a video of n scenes keeps n of them, in this order)
const STORIES = rows(`
  spring_campaign_teaser | skyline intro packaging details cafe_try pricing logo
  coffee_maker_launch    | intro packaging brew details pricing cafe_try celebration logo
  customer_testimonials  | owner_story cafe_try shop_street before_after thanks logo
  brand_story_film       | archive founder_city staff_cafe skyline celebration logo
  trade_show_booth       | booth_demo pricing hall_talk coffee_break celebration logo
  social_ad_cutdowns     | route_map track_sprint street_run skyline finish logo
  unboxing_smartwatch    | intro unbox watch_face charging pace pricing logo
  sports_day             | march warm_up relay ribbons stands trophy
  science_fair           | principal posters experiment groups robot_demo certificates
  graduation_ceremony    | gym_lineup principal certificates choir_brass parents_record farewell
  robotics_club          | adjust gym_lineup robot_demo robot_run judges certificates
  open_campus_tour       | principal experiment groups gym_tour robot_demo track_tour
  chemistry_lecture      | ph_scale experiment litmus indicator groups review
  school_concert         | principal tune_up choir_brass solo parents_record bow
  evening_news           | anchor street_interview harbour panel archive wrap_up
  food_festival          | anchor stalls street_interview chef stall_cook wrap_up
  mountain_documentary   | mist villagers river archive school_path dusk
  tech_podcast           | welcome panel news_desk ai_demo questions wrap_up
  marathon_broadcast     | anchor start_line route halfway street_interview tape
  cooking_show           | ingredients broth chef toppings tasting sign_off
`)

/** Every scene sentence by its key, both languages with the subject that shows it. */
const SCENE_TEXT = new Map(
  SCENES_EN.map(([key, picture, en], i) => {
    const [jaKey, ja] = SCENES_JA[i]
    if (jaKey !== key) throw new Error(`scene tables out of step at ${key}`)
    return [key, { picture, en, ja }]
  }),
)

/** @param {string} topicKey @returns {SceneText[]} */
function storyOf(topicKey) {
  const row = STORIES.find(([key]) => key === topicKey)
  if (!row) throw new Error(`no story for ${topicKey}`)
  return row[1].split(/\s+/).map((key) => {
    const scene = SCENE_TEXT.get(key)
    if (!scene) throw new Error(`story of ${topicKey}: no scene ${key}`)
    return scene
  })
}

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
    story: storyOf(key),
  }
})

/**
 * Every scene template (`{s}` still in it) with its picture, both languages.
 * @type {{ template: string, picture: string }[]}
 */
export const SCENE_PICTURES = [...SCENE_TEXT.values()].flatMap(({ picture, en, ja }) => [
  { template: en, picture },
  { template: ja, picture },
])

/**
 * Summary templates: `{s}` subject, `{a}` the first scene, `{b}` the last. A scene's description
 * is a whole sentence ("The principal presents the trophy…"), so it goes in as a clause after
 * "as" or a comma, never as a noun ("opens with the principal presents…").
 */
export const SUMMARY = {
  en: lines(`
    This video covers the {s}. It opens as {a} and closes as {b}. Suitable for highlights, internal review and social clips.
    A look at the {s}: first {a}; at the end, {b}. The footage is well lit and mostly stable.
    Footage of the {s}. It begins as {a}, and by the end {b}.
  `),
  ja: lines(`
    {s}を記録した映像です。冒頭は{a}、最後は{b}。ハイライトや社内共有に適しています。
    {s}の様子をまとめた映像。{a}。続いて{b}。
    {s}の映像です。主な場面：{a}／{b}
  `),
}

/** The summary of a video without scenes: `{s}` subject. */
export const SUMMARY_WITHOUT_SCENES = { en: 'Footage of the {s}.', ja: '{s}の映像です。' }

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
