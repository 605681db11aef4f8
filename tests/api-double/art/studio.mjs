// @ts-check
// Drawn subjects shot in a studio or on a set: a presenter beside a large screen, the coffee
// maker and the smartwatch on a table, the brand's title card, a before/after split screen.
import { blur, glow, lerp, person, rng, vgrad, wave } from './kit.mjs'

/** @typedef {import('./subjects.mjs').Subject} Subject */

/** @type {Subject} */
const presenter = {
  name: 'presenter',
  camera: { z: [1.03, 1.12], dx: [-6, 8] },
  draw: (t) => ({
    defs:
      vgrad('pWall', '#eef2f7', '#c9d3df') +
      vgrad('pFloor', '#8e99a6', '#6b7682') +
      vgrad('pScreen', '#1b3358', '#0f1d33') +
      glow('pSpot', '#fff6dc', 0.9) +
      blur('pSoft', 3),
    body:
      `<rect x="-40" y="-40" width="400" height="180" fill="url(#pWall)"/>` +
      `<rect x="-40" y="132" width="400" height="90" fill="url(#pFloor)"/>` +
      `<ellipse cx="60" cy="-4" rx="70" ry="40" fill="url(#pSpot)"/>` +
      `<ellipse cx="250" cy="-4" rx="80" ry="40" fill="url(#pSpot)"/>` +
      // the large screen: a product shot, a price tag and bars that grow
      `<rect x="166" y="26" width="136" height="80" rx="3" fill="#222a35"/>` +
      `<rect x="169" y="29" width="130" height="74" fill="url(#pScreen)"/>` +
      `<rect x="180" y="44" width="34" height="46" rx="4" fill="#e4572e"/>` +
      `<rect x="186" y="50" width="22" height="8" rx="2" fill="#fbe3d9"/>` +
      `<rect x="226" y="42" width="58" height="6" rx="2" fill="#dfe7f2"/>` +
      `<rect x="226" y="52" width="40" height="4" rx="2" fill="#8fa6c4"/>` +
      [0, 1, 2, 3]
        .map((i) => {
          const h = lerp(6, 12 + i * 6, Math.min(1, t * 1.6 + i * 0.05))
          return `<rect x="${228 + i * 13}" y="${96 - h}" width="8" height="${h}" fill="${i === 3 ? '#f2b134' : '#5d8fd8'}"/>`
        })
        .join('') +
      `<rect x="230" y="106" width="8" height="26" fill="#39424e"/><rect x="204" y="130" width="60" height="4" rx="2" fill="#39424e"/>` +
      // a plant and a stool
      `<rect x="22" y="112" width="16" height="20" rx="2" fill="#b9835a"/>` +
      `<circle cx="30" cy="100" r="13" fill="#4f8a4b"/><circle cx="22" cy="92" r="9" fill="#5f9e58"/><circle cx="38" cy="90" r="8" fill="#467d42"/>` +
      `<ellipse cx="112" cy="152" rx="26" ry="5" fill="#000" opacity="0.25" filter="url(#pSoft)"/>` +
      person({
        x: 112,
        y: 152,
        h: 86,
        shirt: '#2f5d9a',
        pants: '#2a2f3a',
        skin: 1,
        hair: 0,
        arm: 0.05,
        armR: 0.62 + 0.06 * wave(t, 1.5),
        hold: '#e4572e',
      }),
  }),
}

/** @type {Subject} */
const coffeeMaker = {
  name: 'coffee-maker',
  camera: { z: [1.02, 1.16], dx: [-10, 10], dy: [0, 4] },
  draw: (t) => {
    const r = rng(7)
    const grain = Array.from({ length: 9 }, (_, i) => {
      const y = 124 + i * 7 + r() * 3
      return `<path d="M-40 ${y} Q100 ${y + r() * 4 - 2} 200 ${y + 1} T360 ${y}" stroke="#6a3d1f" stroke-opacity="0.35" fill="none" stroke-width="0.8"/>`
    }).join('')
    const sweep = lerp(-60, 360, t)
    return {
      defs:
        vgrad('prBack', '#f4e9d8', '#dcc3a2') +
        vgrad('prWood', '#a46d40', '#74431f') +
        vgrad('prGlass', '#cfe6f0', '#8fb8cc') +
        blur('prSoft', 2.5) +
        blur('prWide', 10),
      body:
        `<rect x="-40" y="-40" width="400" height="170" fill="url(#prBack)"/>` +
        `<path d="M40 -10 L110 -10 L70 120 L0 120z" fill="#fff" opacity="0.35" filter="url(#prWide)"/>` +
        `<rect x="-40" y="118" width="400" height="100" fill="url(#prWood)"/>` +
        grain +
        `<ellipse cx="178" cy="120" rx="46" ry="5" fill="#000" opacity="0.3" filter="url(#prSoft)"/>` +
        `<ellipse cx="240" cy="120" rx="30" ry="4" fill="#000" opacity="0.3" filter="url(#prSoft)"/>` +
        // the coffee maker: base, tower, head, glass jug with coffee
        `<rect x="142" y="108" width="70" height="11" rx="3" fill="#2b2f36"/>` +
        `<rect x="186" y="46" width="26" height="64" rx="3" fill="#353b44"/>` +
        `<rect x="142" y="44" width="70" height="16" rx="4" fill="#2b2f36"/>` +
        `<rect x="150" y="60" width="8" height="4" fill="#1c1f24"/>` +
        `<circle cx="199" cy="72" r="3" fill="#e4572e"/>` +
        `<path d="M148 78 L178 78 L182 108 L144 108z" fill="url(#prGlass)" opacity="0.85"/>` +
        `<path d="M146 92 L180 92 L182 108 L144 108z" fill="#5a3420"/>` +
        `<path d="M178 82 q10 4 4 16" stroke="#2b2f36" stroke-width="3" fill="none"/>` +
        `<path d="M151 81 L153 104" stroke="#fff" stroke-opacity="0.7" stroke-width="1.5"/>` +
        // its box
        `<rect x="220" y="64" width="46" height="55" rx="1" fill="#f8f6f0"/>` +
        `<rect x="220" y="64" width="46" height="14" fill="#d1495b"/>` +
        `<rect x="228" y="86" width="30" height="22" rx="2" fill="#353b44"/>` +
        `<rect x="266" y="68" width="8" height="51" fill="#e6e1d5"/>` +
        // a cup beside it
        `<path d="M104 102 h18 l-2 16 h-14z" fill="#fbfbf8"/><path d="M122 106 q6 1 2 7" stroke="#fbfbf8" stroke-width="2" fill="none"/>` +
        `<rect x="${sweep}" y="-40" width="28" height="260" fill="#fff" opacity="0.16" transform="skewX(-20)" filter="url(#prWide)"/>`,
    }
  },
}

/** @type {Subject} */
const smartwatch = {
  name: 'smartwatch',
  camera: { z: [1.04, 1.18], dx: [8, -8], dy: [2, 0] },
  draw: (t) => {
    const r = rng(11)
    const grain = Array.from({ length: 8 }, (_, i) => {
      const y = 126 + i * 8 + r() * 3
      return `<path d="M-40 ${y} Q120 ${y + r() * 4 - 2} 220 ${y + 1} T360 ${y}" stroke="#3b2a1e" stroke-opacity="0.35" fill="none" stroke-width="0.8"/>`
    }).join('')
    // the activity ring fills and the heart rate counts as the clip runs
    const ring = 2 * Math.PI * 15
    const filled = ring * lerp(0.25, 0.8, t)
    const bpm = Math.round(68 + 6 * t + 2 * wave(t, 2))
    const sweep = lerp(-60, 360, t)
    return {
      defs:
        vgrad('swBack', '#e6ecf2', '#bfcad6') +
        vgrad('swWood', '#7d5a40', '#4f3724') +
        vgrad('swCase', '#3a424c', '#15191e') +
        vgrad('swLid', '#2f7be6', '#1a55b0') +
        blur('swSoft', 2.5) +
        blur('swWide', 10),
      body:
        `<rect x="-40" y="-40" width="400" height="168" fill="url(#swBack)"/>` +
        `<path d="M220 -10 L300 -10 L260 124 L180 124z" fill="#fff" opacity="0.3" filter="url(#swWide)"/>` +
        `<rect x="-40" y="124" width="400" height="100" fill="url(#swWood)"/>` +
        grain +
        // the open box: its blue lid leaning behind, the tray with the strap's cut-out
        `<rect x="214" y="48" width="64" height="46" rx="2" fill="url(#swLid)"/>` +
        `<text x="246" y="75" font-family="DejaVu Sans, sans-serif" font-size="10" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="1">PULSE</text>` +
        `<ellipse cx="248" cy="126" rx="38" ry="4" fill="#000" opacity="0.3" filter="url(#swSoft)"/>` +
        `<rect x="210" y="92" width="76" height="33" rx="1.5" fill="#f5f5f2"/>` +
        `<rect x="218" y="98" width="60" height="12" rx="5" fill="#262a30"/>` +
        `<rect x="286" y="96" width="6" height="29" fill="#dedbd2"/>` +
        // a charger puck and its cable
        `<ellipse cx="84" cy="126" rx="18" ry="3" fill="#000" opacity="0.25" filter="url(#swSoft)"/>` +
        `<ellipse cx="84" cy="122" rx="16" ry="4.5" fill="#f2f2f0"/><ellipse cx="84" cy="120.5" rx="11" ry="2.6" fill="#d4d7db"/>` +
        `<path d="M68 123 Q40 132 10 128" stroke="#f2f2f0" stroke-width="2" fill="none"/>` +
        // the watch on its stand: strap, case, crown and the lit screen
        `<ellipse cx="160" cy="127" rx="34" ry="4" fill="#000" opacity="0.32" filter="url(#swSoft)"/>` +
        `<path d="M138 126 L182 126 L174 112 L146 112z" fill="#c9ced4"/>` +
        `<rect x="146" y="28" width="28" height="92" rx="10" fill="#2e5e8c"/>` +
        `<g fill="#254d74">${[0, 1, 2, 3].map((i) => `<circle cx="160" cy="${100 + i * 5}" r="1.3"/>`).join('')}</g>` +
        `<rect x="133" y="48" width="54" height="62" rx="15" fill="url(#swCase)" stroke="#a7b0ba" stroke-width="2.2"/>` +
        `<rect x="187" y="66" width="5" height="13" rx="2" fill="#a7b0ba"/>` +
        `<rect x="139" y="54" width="42" height="50" rx="11" fill="#04070b"/>` +
        `<circle cx="160" cy="76" r="15" fill="none" stroke="#1f2a33" stroke-width="3.2"/>` +
        `<circle cx="160" cy="76" r="15" fill="none" stroke="#3ddc84" stroke-width="3.2" stroke-linecap="round" stroke-dasharray="${filled.toFixed(2)} ${ring.toFixed(2)}" transform="rotate(-90 160 76)"/>` +
        `<text x="160" y="79.5" font-family="DejaVu Sans, sans-serif" font-size="9" font-weight="700" fill="#fff" text-anchor="middle">10:09</text>` +
        `<path d="M150 97.5 c-1.6 -1.6 -3.8 0.6 -1.9 2.3 l1.9 1.7 l1.9 -1.7 c1.9 -1.7 -0.3 -3.9 -1.9 -2.3z" fill="#ff4d5e"/>` +
        `<text x="154" y="101" font-family="DejaVu Sans, sans-serif" font-size="5.5" fill="#e8edf2">${bpm} bpm</text>` +
        `<path d="M143 58 q8 -3 16 -2" stroke="#fff" stroke-opacity="0.25" stroke-width="2" fill="none"/>` +
        `<rect x="${sweep}" y="-40" width="26" height="260" fill="#fff" opacity="0.14" transform="skewX(-20)" filter="url(#swWide)"/>`,
    }
  },
}

/** @type {Subject} */
const titleCard = {
  name: 'title-card',
  camera: { z: [1.0, 1.05] },
  draw: (t) => {
    const r = rng(3)
    const bokeh = Array.from({ length: 12 }, () => {
      const x = r() * 360 - 20 + t * (r() * 30 - 15)
      const y = r() * 200 - 10
      return `<circle cx="${x}" cy="${y}" r="${6 + r() * 18}" fill="#fff" opacity="${0.04 + r() * 0.08}"/>`
    }).join('')
    const s = Math.min(1, 0.82 + t * 0.6)
    return {
      defs: `<linearGradient id="tBg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0a2f78"/><stop offset="0.6" stop-color="#1d63d6"/><stop offset="1" stop-color="#4aa6ff"/></linearGradient>`,
      body:
        `<rect x="-40" y="-40" width="400" height="260" fill="url(#tBg)"/>` +
        bokeh +
        `<g transform="translate(160 66) scale(${s})">` +
        `<circle r="19" fill="none" stroke="#fff" stroke-width="3"/>` +
        `<path d="M-8 9 V-9 L8 9 V-9" fill="none" stroke="#fff" stroke-width="3.2" stroke-linejoin="round"/></g>` +
        `<text x="160" y="112" font-family="DejaVu Sans, sans-serif" font-size="19" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="1">Northwind</text>` +
        `<text x="160" y="127" font-family="DejaVu Sans, sans-serif" font-size="7.5" fill="#dbe8ff" text-anchor="middle" letter-spacing="0.5">northwind.example</text>` +
        `<g opacity="${Math.min(1, Math.max(0, t * 3 - 0.6))}"><rect x="128" y="136" width="64" height="14" rx="7" fill="#fff"/>` +
        `<text x="160" y="146" font-family="DejaVu Sans, sans-serif" font-size="7" font-weight="700" fill="#1d4fb0" text-anchor="middle">Shop now</text></g>`,
    }
  },
}

/** A living-room corner, drawn twice for the split screen. */
const room = (/** @type {boolean} */ after) =>
  `<rect x="-40" y="-40" width="400" height="160" fill="${after ? '#f1e7d8' : '#b9b2a6'}"/>` +
  `<rect x="-40" y="120" width="400" height="100" fill="${after ? '#c79b6b' : '#8a7a66'}"/>` +
  `<rect x="40" y="20" width="80" height="60" fill="${after ? '#bfe3ff' : '#8d9aa3'}" stroke="#fff" stroke-width="3"/>` +
  `<rect x="200" y="20" width="80" height="60" fill="${after ? '#bfe3ff' : '#8d9aa3'}" stroke="#fff" stroke-width="3"/>` +
  `<rect x="60" y="92" width="200" height="34" rx="8" fill="${after ? '#3f7fbf' : '#5b5f66'}"/>` +
  `<rect x="52" y="84" width="30" height="44" rx="8" fill="${after ? '#356ea7' : '#50545a'}"/><rect x="238" y="84" width="30" height="44" rx="8" fill="${after ? '#356ea7' : '#50545a'}"/>` +
  `<rect x="96" y="84" width="30" height="16" rx="4" fill="${after ? '#f2b134' : '#7a7466'}"/><rect x="194" y="84" width="30" height="16" rx="4" fill="${after ? '#e4572e' : '#6e6a60'}"/>` +
  (after
    ? `<circle cx="296" cy="96" r="14" fill="#4f8a4b"/><rect x="289" y="106" width="14" height="16" fill="#b9835a"/>`
    : `<path d="M150 140 q10 -6 22 0 q-8 8 -22 0" fill="#5c5246"/><path d="M70 150 q14 -5 24 2 q-12 6 -24 -2" fill="#5c5246"/>`)

/** @type {Subject} */
const splitScreen = {
  name: 'split-screen',
  camera: { z: [1.0, 1.0] },
  draw: (t) => {
    const cut = 160 + 10 * wave(t, 0.5)
    const label = (/** @type {number} */ x, /** @type {string} */ text) =>
      `<rect x="${x - 24}" y="8" width="48" height="13" rx="6.5" fill="#000" fill-opacity="0.55"/>` +
      `<text x="${x}" y="17.5" font-family="DejaVu Sans, sans-serif" font-size="7" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="0.8">${text}</text>`
    return {
      defs: `<clipPath id="sLeft"><rect x="-40" y="-40" width="${cut + 40}" height="260"/></clipPath><clipPath id="sRight"><rect x="${cut}" y="-40" width="400" height="260"/></clipPath>`,
      body:
        `<g clip-path="url(#sLeft)">${room(false)}</g><g clip-path="url(#sRight)">${room(true)}</g>` +
        `<rect x="${cut - 1.5}" y="-40" width="3" height="260" fill="#fff"/>` +
        label(cut / 2, 'BEFORE') +
        label(cut + (320 - cut) / 2, 'AFTER'),
    }
  },
}

export const STUDIO = [presenter, coffeeMaker, smartwatch, titleCard, splitScreen]
