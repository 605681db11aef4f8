/**
 * Decorative picture of the product: a player, its scene strip, tags and a search box. Drawn
 * in inline SVG (no network requests, no layout shift: the viewBox fixes the aspect ratio);
 * colours come from the theme through CSS classes, so it follows the dark theme too.
 */
export function HeroIllustration() {
  return (
    <svg className="home-hero-art" viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <rect className="art-panel" x="8" y="8" width="464" height="344" rx="18" />
      {/* search box */}
      <rect className="art-field" x="32" y="30" width="300" height="34" rx="17" />
      <circle className="art-stroke" cx="54" cy="47" r="7" />
      <path className="art-stroke" d="M59 52l6 6" />
      <rect className="art-line" x="74" y="43" width="150" height="8" rx="4" />
      <rect className="art-brand" x="344" y="30" width="104" height="34" rx="17" />
      <rect className="art-on-brand" x="366" y="43" width="60" height="8" rx="4" />
      {/* player */}
      <rect className="art-screen" x="32" y="82" width="272" height="154" rx="10" />
      <path className="art-hill" d="M32 206l62-52 46 38 38-30 126 74H32z" />
      <circle className="art-sun" cx="250" cy="124" r="16" />
      <circle className="art-play" cx="168" cy="159" r="24" />
      <path className="art-play-icon" d="M161 146v26l21-13z" />
      <rect className="art-track" x="44" y="222" width="248" height="5" rx="2.5" />
      <rect className="art-brand" x="44" y="222" width="96" height="5" rx="2.5" />
      {/* analysis card */}
      <rect className="art-card" x="320" y="82" width="128" height="154" rx="10" />
      <rect className="art-line strong" x="334" y="98" width="84" height="9" rx="4.5" />
      <rect className="art-line" x="334" y="116" width="100" height="6" rx="3" />
      <rect className="art-line" x="334" y="128" width="92" height="6" rx="3" />
      <rect className="art-line" x="334" y="140" width="70" height="6" rx="3" />
      <rect className="art-chip" x="334" y="160" width="44" height="18" rx="9" />
      <rect className="art-chip" x="384" y="160" width="50" height="18" rx="9" />
      <rect className="art-chip" x="334" y="184" width="58" height="18" rx="9" />
      <rect className="art-score" x="334" y="212" width="100" height="12" rx="6" />
      <rect className="art-brand" x="334" y="212" width="78" height="12" rx="6" />
      {/* scene strip */}
      {[0, 1, 2, 3].map((index) => (
        <g key={index} transform={`translate(${32 + index * 106} 254)`}>
          <rect
            className={index === 1 ? 'art-thumb selected' : 'art-thumb'}
            width="96"
            height="58"
            rx="8"
          />
          <path
            className="art-hill soft"
            d={`M0 50l${24 + index * 4} -20 18 12 20 -16 ${34 - index * 4} 24v8H0z`}
          />
          <rect className="art-line" x="0" y="68" width={56 - index * 6} height="6" rx="3" />
        </g>
      ))}
    </svg>
  )
}
