// @ts-check
// Drawn subjects of news and features: a news studio, a street interview, a steaming kitchen,
// archive photos on a table.
import { blur, glow, lerp, person, rng, times, vgrad, wave } from './kit.mjs'

/** @typedef {import('./subjects.mjs').Subject} Subject */

/** @type {Subject} */
const newsroom = {
  name: 'newsroom',
  camera: { z: [1.02, 1.12], dx: [0, 6], dy: [0, 4] },
  draw: (t) => {
    const r = rng(51)
    const city = Array.from({ length: 16 }, (_, i) => {
      const h = 10 + r() * 30
      return `<rect x="${104 + i * 7.5}" y="${74 - h}" width="6" height="${h}" fill="#2d4f86"/>`
    }).join('')
    return {
      defs:
        vgrad('nBack', '#0c1b3a', '#17305e') +
        vgrad('nDesk', '#dfe6f0', '#9eabbd') +
        vgrad('nScreen', '#3b79c9', '#a8cdf5') +
        glow('nGlow', '#6fb3ff', 0.5),
      body:
        `<rect x="-40" y="-40" width="400" height="260" fill="url(#nBack)"/>` +
        times(
          9,
          (i) =>
            `<rect x="${-30 + i * 44}" y="-20" width="2" height="150" fill="#2a4b85" opacity="0.6"/>`,
        ) +
        `<ellipse cx="160" cy="40" rx="140" ry="60" fill="url(#nGlow)"/>` +
        // the wall screen: a skyline over the harbour
        `<rect x="96" y="14" width="128" height="64" rx="2" fill="#0b1428"/><rect x="99" y="17" width="122" height="58" fill="url(#nScreen)"/>` +
        city +
        `<rect x="99" y="70" width="122" height="5" fill="#1e3d70"/>` +
        person({
          x: 160,
          y: 132,
          h: 64,
          shirt: '#22314f',
          pants: '#22314f',
          skin: 0,
          hair: 2,
          arm: 0.18,
          armR: 0.22 + 0.05 * wave(t, 2),
        }) +
        person({
          x: 74,
          y: 140,
          h: 58,
          shirt: '#7a4a6a',
          skin: 2,
          hair: 5,
          arm: 0.1,
          armR: 0.3 + 0.1 * Math.max(0, wave(t + 0.3, 1.5)),
        }) +
        person({
          x: 246,
          y: 140,
          h: 58,
          shirt: '#3f6f5a',
          skin: 3,
          hair: 1,
          arm: 0.25,
          armR: 0.1,
        }) +
        // the desk
        `<path d="M30 110 Q160 96 290 110 L300 180 L20 180z" fill="url(#nDesk)"/>` +
        `<path d="M30 110 Q160 96 290 110" stroke="#fff" stroke-width="2" fill="none"/>` +
        `<rect x="110" y="116" width="100" height="10" rx="2" fill="#2f5d9a"/>` +
        `<rect x="140" y="106" width="18" height="2.5" fill="#fff" transform="rotate(-4 149 107)"/>` +
        // the lower third
        `<rect x="14" y="142" width="150" height="18" fill="#b33a3a"/><rect x="14" y="160" width="150" height="10" fill="#f4efe6"/>` +
        `<text x="20" y="154.5" font-family="DejaVu Sans, sans-serif" font-size="8" font-weight="700" fill="#fff">EVENING NEWS</text>` +
        `<rect x="20" y="163" width="${lerp(40, 110, Math.min(1, t * 2))}" height="4" fill="#3a4252"/>`,
    }
  },
}

/** @type {Subject} */
const street = {
  name: 'street',
  camera: { z: [1.05, 1.1], dx: [-10, 10] },
  draw: (t) => {
    const r = rng(61)
    const shops = Array.from({ length: 8 }, (_, i) => {
      const x = -40 + i * 52
      const c = ['#d9a441', '#c65b4a', '#4f8a8b', '#8a6fb3', '#e07b39', '#5a8f4e'][i % 6]
      const h = 50 + (i % 3) * 14
      return (
        `<rect x="${x}" y="${96 - h - 30}" width="52" height="${h + 30}" fill="${['#e8dccb', '#d7c3a8', '#cdb8a0', '#e2d3bd'][i % 4]}"/>` +
        `<rect x="${x + 6}" y="${96 - h - 22}" width="12" height="14" fill="#7d93a8"/><rect x="${x + 30}" y="${96 - h - 22}" width="12" height="14" fill="#7d93a8"/>` +
        `<path d="M${x + 2} 62 h48 l-4 10 h-40z" fill="${c}"/>` +
        `<rect x="${x + 6}" y="72" width="40" height="24" fill="#3a3f47"/><rect x="${x + 8}" y="74" width="36" height="14" fill="#f6d58e" opacity="0.7"/>`
      )
    }).join('')
    const walkers = Array.from({ length: 12 }, (_, i) => {
      const dir = i % 2 ? 1 : -1
      const x = ((r() * 400 + dir * t * 60 + 400) % 400) - 40
      return person({
        x,
        y: 118 + r() * 8,
        h: 30 + r() * 6,
        shirt: ['#2f5d9a', '#c94f3d', '#3f8a5a', '#e0b84f', '#6a5aa3', '#444'][i % 6],
        skin: i,
        hair: i * 2,
        arm: 0.1,
        armR: 0.1,
        back: dir > 0,
      })
    }).join('')
    return {
      defs: vgrad('stSky', '#a9d3f2', '#e3f1fb') + blur('stSoft', 0.9),
      body:
        `<rect x="-40" y="-40" width="400" height="120" fill="url(#stSky)"/>` +
        `<g filter="url(#stSoft)">${shops}` +
        `<rect x="-40" y="96" width="400" height="120" fill="#9b9a97"/><rect x="-40" y="96" width="400" height="4" fill="#c9c6c0"/>` +
        walkers +
        `</g>` +
        // the reporter (microphone up) and the resident, close to the camera
        person({
          x: 104,
          y: 196,
          h: 112,
          shirt: '#243a5e',
          pants: '#1d2433',
          skin: 0,
          hair: 2,
          arm: 0.05,
          armR: 0.48 + 0.03 * wave(t, 1),
          hold: '#222',
        }) +
        person({
          x: 214,
          y: 196,
          h: 106,
          shirt: '#d88c3a',
          pants: '#3b3f4a',
          skin: 2,
          hair: 4,
          arm: 0.15 + 0.08 * Math.max(0, wave(t, 1.5)),
          armR: 0.05,
        }),
    }
  },
}

/** @type {Subject} */
const kitchen = {
  name: 'kitchen',
  camera: { z: [1.04, 1.12], dx: [6, -6] },
  draw: (t) => {
    const steam = Array.from({ length: 7 }, (_, i) => {
      const k = (t * 0.8 + i / 7) % 1
      return `<circle cx="${150 + i * 9 + Math.sin(k * 6 + i) * 8}" cy="${110 - k * 80}" r="${8 + k * 14}" fill="#fff" opacity="${0.35 * (1 - k)}" filter="url(#kSteam)"/>`
    }).join('')
    const tiles = times(
      12,
      (i) =>
        `<line x1="-40" y1="${i * 9}" x2="360" y2="${i * 9}" stroke="#c9d3d6" stroke-width="0.6"/>`,
    )
    return {
      defs:
        vgrad('kWall', '#e8eef0', '#d2dcdf') +
        vgrad('kSteel', '#c9ced4', '#8f979f') +
        blur('kSteam', 4) +
        glow('kFire', '#ff9d3b', 0.8),
      body:
        `<rect x="-40" y="-40" width="400" height="150" fill="url(#kWall)"/>` +
        tiles +
        `<path d="M90 -20 h140 l-10 36 h-120z" fill="url(#kSteel)"/>` +
        `<rect x="-40" y="110" width="400" height="110" fill="url(#kSteel)"/><rect x="-40" y="108" width="400" height="4" fill="#e6eaee"/>` +
        // pots on the burners, the chef lifting noodles, a bowl in front
        `<ellipse cx="170" cy="110" rx="34" ry="6" fill="url(#kFire)"/>` +
        `<rect x="140" y="86" width="56" height="24" rx="3" fill="#6d747c"/><rect x="136" y="84" width="64" height="5" rx="2" fill="#8a9199"/>` +
        `<rect x="216" y="92" width="44" height="18" rx="3" fill="#6d747c"/>` +
        person({
          x: 96,
          y: 150,
          h: 92,
          shirt: '#f7f7f4',
          pants: '#2a2f3a',
          skin: 1,
          hair: 0,
          arm: 0.1,
          armR: 0.55 + 0.06 * wave(t, 1),
        }) +
        `<path d="M86 64 q10 -14 20 0z" fill="#fff"/><rect x="87" y="62" width="18" height="6" fill="#fff"/>` +
        `<path d="M132 72 q4 18 0 30 M136 72 q4 18 0 30 M140 72 q4 18 0 30" stroke="#f3d58a" stroke-width="1.4" fill="none"/>` +
        steam +
        `<ellipse cx="240" cy="148" rx="36" ry="9" fill="#b33a3a"/><path d="M204 148 q36 34 72 0z" fill="#c94f3d"/>` +
        `<ellipse cx="240" cy="148" rx="32" ry="7" fill="#e8b35c"/><circle cx="230" cy="147" r="5" fill="#fbe7b0"/><circle cx="232" cy="147" r="2" fill="#f2b134"/>` +
        `<rect x="246" y="143" width="12" height="4" fill="#3f8a5a"/>`,
    }
  },
}

/** @type {Subject} */
const archive = {
  name: 'archive',
  camera: { z: [1.12, 1.2], dx: [-24, 24], dy: [-4, 4] },
  draw: () => {
    const photo = (
      /** @type {number} */ x,
      /** @type {number} */ y,
      /** @type {number} */ rot,
      /** @type {string} */ scene,
      /** @type {string} */ caption,
    ) =>
      `<g transform="rotate(${rot} ${x + 40} ${y + 32})">` +
      `<rect x="${x + 2}" y="${y + 3}" width="80" height="66" fill="#000" opacity="0.35"/>` +
      `<rect x="${x}" y="${y}" width="80" height="66" fill="#f3ead7"/>` +
      `<g transform="translate(${x + 5} ${y + 5})"><rect width="70" height="46" fill="#b8a07a"/>${scene}</g>` +
      `<text x="${x + 40}" y="${y + 61}" font-family="DejaVu Serif, serif" font-size="6" fill="#5a4a35" text-anchor="middle">${caption}</text></g>`
    const harbour = `<rect y="28" width="70" height="18" fill="#8a7250"/><path d="M10 28 v-20 M20 28 v-20 M4 10 h26" stroke="#4a3a28" stroke-width="2"/><rect x="36" y="20" width="28" height="8" fill="#5a4630"/>`
    const family = [14, 28, 42, 56]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="${18 + (i % 2) * 2}" r="5" fill="#5a4630"/><rect x="${x - 6}" y="${24 + (i % 2) * 2}" width="12" height="22" rx="3" fill="#6b553a"/>`,
      )
      .join('')
    const house = `<rect x="16" y="18" width="38" height="28" fill="#7a6244"/><path d="M12 20 L35 4 L58 20z" fill="#4a3a28"/><rect x="30" y="30" width="10" height="16" fill="#3a2d1f"/>`
    return {
      defs: vgrad('aTable', '#4a2f1e', '#2f1d12'),
      body:
        `<rect x="-60" y="-40" width="440" height="260" fill="url(#aTable)"/>` +
        photo(8, 20, -6, harbour, '1962 · Harbour') +
        photo(116, 8, 4, family, '1958 · The Sato family') +
        photo(224, 26, -3, house, '1971 · Village school') +
        photo(60, 96, 5, house, '1965 · Upper village') +
        photo(176, 98, -5, harbour, '1974 · New pier'),
    }
  },
}

export const NEWS = [newsroom, street, kitchen, archive]
