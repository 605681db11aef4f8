// @ts-check
// Drawn subjects of places full of people: a café, a stage under spotlights with confetti, a
// hall seen from the back with a speaker at the podium, a gymnasium where classes line up.
import { blur, glow, heads, lerp, person, rng, times, vfade, vgrad, wave } from './kit.mjs'

/** @typedef {import('./subjects.mjs').Subject} Subject */

/** @type {Subject} */
const cafe = {
  name: 'cafe',
  camera: { z: [1.06, 1.1], dx: [-14, 12] },
  draw: (t) => {
    const lamp = (/** @type {number} */ x, /** @type {number} */ i) => {
      const sway = 1.5 * wave(t + i * 0.2, 0.5)
      return (
        `<line x1="${x}" y1="-30" x2="${x + sway}" y2="30" stroke="#2a1d16" stroke-width="0.8"/>` +
        `<ellipse cx="${x + sway}" cy="46" rx="34" ry="26" fill="url(#cGlow)"/>` +
        `<path d="M${x + sway - 9} 38 Q${x + sway} 26 ${x + sway + 9} 38z" fill="#1f1a17"/>`
      )
    }
    const r = rng(11)
    const jars = Array.from({ length: 14 }, (_, i) => {
      const x = 12 + i * 11 + r() * 2
      const h = 6 + r() * 5
      const c = ['#c9a26b', '#9a6b43', '#e0c9a0', '#6f8f5a'][i % 4]
      return `<rect x="${x}" y="${40 - h}" width="7" height="${h}" rx="1" fill="${c}"/><rect x="${x}" y="${72 - h}" width="7" height="${h}" rx="1" fill="${c}" opacity="0.9"/>`
    }).join('')
    const table = (/** @type {number} */ x) =>
      `<ellipse cx="${x}" cy="138" rx="30" ry="6" fill="#c89b6d"/><rect x="${x - 2}" y="139" width="4" height="40" fill="#3b2a20"/>`
    return {
      defs: vgrad('cWall', '#5e4334', '#3e2b22') + glow('cGlow', '#ffcf7a', 0.55),
      body:
        `<rect x="-40" y="-40" width="400" height="160" fill="url(#cWall)"/>` +
        `<rect x="-40" y="118" width="400" height="100" fill="#2c201a"/>` +
        `<rect x="6" y="40" width="160" height="3" fill="#2a1d16"/><rect x="6" y="72" width="160" height="3" fill="#2a1d16"/>` +
        jars +
        // the counter and its machine
        `<rect x="196" y="84" width="150" height="40" fill="#7a5235"/><rect x="196" y="80" width="150" height="5" fill="#caa37a"/>` +
        `<rect x="222" y="58" width="40" height="22" rx="2" fill="#b8bcc2"/><rect x="228" y="64" width="28" height="6" fill="#6d7178"/>` +
        lamp(70, 0) +
        lamp(180, 1) +
        lamp(280, 2) +
        person({ x: 82, y: 170, h: 64, shirt: '#d0694a', skin: 0, hair: 1, arm: 0.1, armR: 0.3 }) +
        person({
          x: 130,
          y: 170,
          h: 62,
          shirt: '#3f7f8c',
          skin: 3,
          hair: 2,
          arm: 0.2,
          armR: 0.8 + 0.1 * wave(t, 2),
        }) +
        table(106) +
        `<rect x="94" y="128" width="6" height="7" rx="1" fill="#f4efe6"/><rect x="112" y="128" width="6" height="7" rx="1" fill="#f4efe6"/>` +
        person({
          x: 236,
          y: 172,
          h: 66,
          shirt: '#e0b84f',
          skin: 2,
          hair: 0,
          arm: 0.15,
          armR: 0.2,
        }) +
        person({
          x: 286,
          y: 172,
          h: 64,
          shirt: '#6a5aa3',
          skin: 4,
          hair: 5,
          arm: 0.72 + 0.08 * wave(t, 1.5),
          armR: 0.1,
        }) +
        table(262) +
        `<rect x="252" y="128" width="6" height="7" rx="1" fill="#f4efe6"/>`,
    }
  },
}

/** @type {Subject} */
const stage = {
  name: 'stage',
  camera: { z: [1.03, 1.09], dx: [4, -4] },
  draw: (t) => {
    const r = rng(9)
    const confetti = Array.from({ length: 70 }, () => {
      const x = r() * 360 - 20 + Math.sin(t * 6 + r() * 6) * 4
      const y = ((r() * 200 + t * (60 + r() * 40)) % 200) - 20
      const c = ['#f2b134', '#e4572e', '#4aa6ff', '#7bd389', '#ff7ac6', '#fff'][Math.floor(r() * 6)]
      return `<rect x="${x}" y="${y}" width="2.6" height="1.5" fill="${c}" transform="rotate(${r() * 180 + t * 300} ${x} ${y})"/>`
    }).join('')
    const cone = (/** @type {number} */ x) =>
      `<path d="M${x - 4} -10 L${x + 4} -10 L${x + 34} 128 L${x - 34} 128z" fill="url(#stCone)"/>`
    const cast = [70, 118, 160, 204, 250]
      .map((x, i) =>
        person({
          x,
          y: 128,
          h: 46,
          shirt: ['#2f5d9a', '#d0694a', '#3f7f8c', '#e0b84f', '#6a5aa3'][i],
          skin: i,
          hair: i + 1,
          arm: 0.7 + 0.25 * Math.max(0, wave(t + i * 0.13, 2)),
          armR: 0.75 + 0.2 * Math.max(0, wave(t + i * 0.21, 2)),
        }),
      )
      .join('')
    return {
      defs: vgrad('stCurtain', '#5a1020', '#2d0710') + vfade('stCone', '#fff7d6', 0.45),
      body:
        `<rect x="-40" y="-40" width="400" height="260" fill="#120d1a"/>` +
        `<rect x="-40" y="-20" width="400" height="132" fill="url(#stCurtain)"/>` +
        times(
          22,
          (i) =>
            `<rect x="${-40 + i * 19}" y="-20" width="2" height="132" fill="#000" opacity="0.25"/>`,
        ) +
        `<path d="M-40 112 L360 112 L360 140 L-40 140z" fill="#6b4327"/>` +
        cone(90) +
        cone(160) +
        cone(230) +
        cast +
        confetti +
        heads({
          y: 160,
          x0: -30,
          x1: 350,
          n: 22,
          size: 7,
          seed: 4,
          colors: ['#0d0b12', '#15121c', '#1b1722'],
          hairs: ['#0b0a0f', '#17141c'],
        }),
    }
  },
}

/** School uniforms, one colour per class. */
export const UNIFORMS = ['#2f5d9a', '#c94f3d', '#3f8a5a', '#e0b84f']

/** @type {Subject} */
const hall = {
  name: 'hall',
  camera: { z: [1.05, 1.12], dx: [-6, 6] },
  draw: (t) => {
    const phone = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ i) => {
      const dy = 1.5 * wave(t + i * 0.3, 1)
      return (
        `<line x1="${x}" y1="${y + 16}" x2="${x}" y2="${y + 7 + dy}" stroke="#1b1822" stroke-width="3" stroke-linecap="round"/>` +
        `<rect x="${x - 6}" y="${y - 4 + dy}" width="12" height="9" rx="1.5" fill="#111"/>` +
        `<rect x="${x - 5}" y="${y - 3 + dy}" width="10" height="7" fill="#9fb9dd"/>` +
        `<rect x="${x - 1}" y="${y - 1 + dy}" width="2" height="4" fill="#2b3a55"/>`
      )
    }
    // the audience from the back, row by row towards the camera: y, x0, x1, n, size, colors
    /** @type {[number, number, number, number, number, string[]][]} */
    const audience = [
      [114, -20, 340, 26, 5, ['#2a2533', '#332c3d', '#2c2a35']],
      [128, -30, 350, 22, 6.5, ['#221e2a', '#2b2534', '#1e1c26']],
      [148, -40, 360, 16, 9, ['#17141d', '#1d1924', '#14121a']],
      [172, -40, 360, 10, 13, ['#0f0d13', '#121016']],
    ]
    const rows = audience.map(([y, x0, x1, n, size, colors], i) =>
      heads({ y, x0, x1, n, size, seed: 21 + i, colors }),
    )
    return {
      defs:
        vgrad('hWall', '#3a3346', '#241f2c') + glow('hSpot', '#fff1c9', 0.8) + blur('hSoft', 0.6),
      body:
        `<rect x="-40" y="-40" width="400" height="260" fill="url(#hWall)"/>` +
        // the stage far ahead: curtain, banner, podium and speaker
        `<rect x="60" y="30" width="200" height="66" fill="#7a1f2b"/>` +
        `<rect x="100" y="36" width="120" height="12" fill="#f4efe6"/><rect x="112" y="40" width="96" height="4" fill="#2f5d9a"/>` +
        `<ellipse cx="160" cy="72" rx="46" ry="30" fill="url(#hSpot)"/>` +
        `<rect x="50" y="94" width="220" height="10" fill="#6b4327"/>` +
        `<g filter="url(#hSoft)">${person({ x: 160, y: 95, h: 32, shirt: '#1f2a44', skin: 0, hair: 4, arm: 0.1, armR: 0.35 + 0.1 * wave(t, 1) })}` +
        `<path d="M150 80 h20 l-3 16 h-14z" fill="#8a5a3c"/><rect x="152" y="82" width="16" height="3" fill="#c8a27a"/></g>` +
        `<rect x="60" y="60" width="6" height="36" fill="#d8d0c0"/><rect x="254" y="60" width="6" height="36" fill="#d8d0c0"/>` +
        // the audience (rows above), phones up between them
        rows[0] +
        rows[1] +
        phone(96, 104, 0) +
        phone(214, 100, 1) +
        rows[2] +
        phone(262, 124, 2) +
        rows[3],
    }
  },
}

/** @type {Subject} */
const gym = {
  name: 'gym',
  camera: { z: [1.04, 1.1], dx: [-8, 8] },
  draw: (t) => {
    const boards = Array.from({ length: 18 }, (_, i) => {
      const x = -120 + i * 34
      return `<line x1="${160 + (x - 160) * 0.45}" y1="96" x2="${x}" y2="200" stroke="#a7743f" stroke-width="0.7"/>`
    }).join('')
    let lines = ''
    for (let row = 0; row < 4; row++)
      for (let i = 0; i < 9; i++) {
        const depth = row / 3
        const y = lerp(118, 158, depth)
        const h = lerp(20, 34, depth)
        const enter = Math.min(1, t * 1.4 + row * 0.1)
        const x = lerp(70, 250, i / 8) + (row - 1.5) * 6 + (1 - enter) * -30 * (row % 2 ? 1 : -1)
        lines += person({
          x,
          y,
          h,
          shirt: UNIFORMS[row],
          pants: '#1f2a44',
          skin: i + row,
          hair: i * 3 + row,
          back: true,
          arm: 0.05,
          armR: 0.05,
        })
      }
    const hoop = (/** @type {number} */ x, /** @type {number} */ side) =>
      `<rect x="${x - 14}" y="34" width="28" height="20" fill="#fff" stroke="#c94f3d" stroke-width="1.2"/>` +
      `<rect x="${x - 5}" y="44" width="10" height="7" fill="none" stroke="#c94f3d" stroke-width="0.9"/>` +
      `<ellipse cx="${x + side * 2}" cy="56" rx="6" ry="1.6" fill="none" stroke="#e4572e" stroke-width="1"/>` +
      `<path d="M${x - 5} 56 l2 8 h6 l2 -8" fill="none" stroke="#fff" stroke-width="0.6"/>`
    return {
      defs: vgrad('gWall', '#d9dde2', '#b9bfc7') + vgrad('gFloor', '#c98d52', '#b5763d'),
      body:
        `<rect x="-40" y="-40" width="400" height="140" fill="url(#gWall)"/>` +
        times(
          7,
          (i) =>
            `<rect x="${-20 + i * 54}" y="8" width="40" height="16" fill="#e9f3fb" stroke="#9aa3ad" stroke-width="1"/>`,
        ) +
        `<rect x="-40" y="88" width="400" height="8" fill="#6f7a86"/>` +
        `<path d="M-40 96 L360 96 L420 220 L-100 220z" fill="url(#gFloor)"/>` +
        boards +
        `<path d="M40 140 Q160 110 280 140" stroke="#fff" stroke-width="1.2" fill="none" opacity="0.8"/>` +
        hoop(22, 1) +
        hoop(298, -1) +
        `<rect x="122" y="62" width="76" height="14" fill="#2f5d9a"/><rect x="126" y="66" width="68" height="6" fill="#dbe8ff" opacity="0.8"/>` +
        lines,
    }
  },
}

export const VENUES = [cafe, stage, hall, gym]
