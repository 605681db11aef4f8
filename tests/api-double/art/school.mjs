// @ts-check
// Drawn subjects of school life: a classroom at the blackboard, a relay on a running track, a
// robot on an obstacle course.
import { blur, heads, lerp, person, rng, times, vfade, vgrad, wave } from './kit.mjs'
import { UNIFORMS } from './venues.mjs'

/** @typedef {import('./subjects.mjs').Subject} Subject */

/** @type {Subject} */
const classroom = {
  name: 'classroom',
  camera: { z: [1.04, 1.12], dx: [-10, 6] },
  draw: (t) => {
    const chalk = Math.min(1, t * 1.3)
    const desks = [0, 1]
      .map((row) =>
        [0, 1, 2, 3]
          .map((i) => {
            const x = 50 + i * 74 + row * 12
            const y = row ? 170 : 138
            const s = row ? 1.35 : 1
            return (
              heads({
                y: y - 16 * s,
                x0: x - 10 * s,
                x1: x + 10 * s,
                n: 1,
                size: 6.5 * s,
                seed: 40 + i + row * 4,
              }) +
              `<rect x="${x - 20 * s}" y="${y - 4 * s}" width="${40 * s}" height="${5 * s}" fill="#c9a06f"/>` +
              `<rect x="${x - 6 * s}" y="${y - 6 * s}" width="${12 * s}" height="${3 * s}" fill="#f4efe6"/>`
            )
          })
          .join(''),
      )
      .join('')
    return {
      defs:
        vgrad('clWall', '#efe6d2', '#d9cdb3') +
        vgrad('clBoard', '#2f5a46', '#254a39') +
        vfade('clSun', '#fff5d6', 0.55),
      body:
        `<rect x="-40" y="-40" width="400" height="260" fill="url(#clWall)"/>` +
        `<rect x="-40" y="104" width="400" height="120" fill="#b99b74"/>` +
        `<rect x="74" y="14" width="190" height="72" fill="#7b5a3a"/><rect x="78" y="18" width="182" height="64" fill="url(#clBoard)"/>` +
        // chalk: an equation and a beaker sketch, written out as the clip runs
        `<g stroke="#f1f1e6" stroke-width="1.2" fill="none" stroke-linecap="round" opacity="0.9">` +
        `<path d="M92 34 h${22 * chalk} M92 44 h${38 * chalk} M92 54 h${30 * chalk}" />` +
        `<path d="M150 30 v18 l-8 18 h28 l-8 -18 v-18" stroke-dasharray="120" stroke-dashoffset="${120 * (1 - chalk)}"/>` +
        `<path d="M196 36 h${44 * chalk} M196 48 h${30 * chalk} M196 60 h${40 * chalk}"/></g>` +
        `<path d="M-40 -20 L20 -20 L60 110 L-40 110z" fill="url(#clSun)"/>` +
        `<rect x="-30" y="0" width="40" height="70" fill="#cfe6f5" stroke="#fff" stroke-width="2"/>` +
        person({
          x: 262,
          y: 112,
          h: 58,
          shirt: '#6a5aa3',
          pants: '#2a2f3a',
          skin: 1,
          hair: 2,
          arm: 0.05,
          armR: 0.0,
        }).replace('<g>', `<g transform="translate(${4 * wave(t, 0.5)} 0)">`) +
        `<line x1="254" y1="62" x2="${234 + 4 * wave(t, 1)}" y2="52" stroke="#6a5aa3" stroke-width="5" stroke-linecap="round"/>` +
        desks,
    }
  },
}

/** @type {Subject} */
const track = {
  name: 'track',
  camera: { z: [1.06, 1.1], dx: [-14, 14] },
  draw: (t) => {
    const r = rng(31)
    let crowd = ''
    for (let row = 0; row < 4; row++)
      for (let x = -40; x < 370; x += 5 + r() * 3)
        crowd += `<circle cx="${x}" cy="${30 + row * 9 + r() * 2}" r="2.3" fill="${['#e4572e', '#2f5d9a', '#f2b134', '#ffffff', '#3f8a5a', '#6a5aa3'][Math.floor(r() * 6)]}"/>`
    const lanes = times(
      7,
      (i) =>
        `<line x1="-60" y1="${96 + i * 14}" x2="380" y2="${96 + i * 14}" stroke="#fff" stroke-width="1" opacity="0.85"/>`,
    )
    const runners = [0, 1, 2, 3]
      .map((i) => {
        const x = -20 + t * 260 + i * 18 - (i === 1 ? 6 : 0)
        const stride = wave(t * 6 + i * 0.25, 1)
        const y = 110 + i * 14
        return person({
          x,
          y,
          h: 34,
          shirt: UNIFORMS[i],
          pants: '#1f2a44',
          skin: i * 2,
          hair: i,
          arm: 0.3 + 0.25 * stride,
          armR: 0.3 - 0.25 * stride,
          hold: i === 1 ? '#f2b134' : undefined,
        })
      })
      .join('')
    return {
      defs: vgrad('trSky', '#8cc8f0', '#d8eefb'),
      body:
        `<rect x="-60" y="-40" width="440" height="100" fill="url(#trSky)"/>` +
        `<rect x="-60" y="22" width="440" height="44" fill="#5c6672"/>` +
        crowd +
        `<rect x="-60" y="62" width="440" height="8" fill="#2f5d9a"/><rect x="-60" y="70" width="440" height="22" fill="#5fa04e"/>` +
        `<rect x="-60" y="90" width="440" height="120" fill="#c4553b"/>` +
        lanes +
        `<rect x="230" y="90" width="3" height="90" fill="#fff"/>` +
        runners,
    }
  },
}

/** @type {Subject} */
const robot = {
  name: 'robot',
  camera: { z: [1.05, 1.14], dx: [-6, 10] },
  draw: (t) => {
    const x = lerp(60, 250, t)
    const y = 132 + 10 * Math.sin(t * Math.PI * 2)
    const cone = (/** @type {number} */ cx, /** @type {number} */ cy) =>
      `<path d="M${cx - 6} ${cy} L${cx} ${cy - 16} L${cx + 6} ${cy}z" fill="#f28c28"/><rect x="${cx - 3.5}" y="${cy - 9}" width="7" height="2.5" fill="#fff"/><rect x="${cx - 8}" y="${cy}" width="16" height="2.5" fill="#d9731a"/>`
    return {
      defs: vgrad('rbWall', '#e7ecf1', '#cdd5de') + blur('rbSoft', 1.8),
      body:
        `<rect x="-40" y="-40" width="400" height="150" fill="url(#rbWall)"/>` +
        `<rect x="40" y="12" width="110" height="40" fill="#fff" stroke="#b9c2cc"/><rect x="50" y="20" width="60" height="5" fill="#2f5d9a"/><rect x="50" y="30" width="80" height="4" fill="#9aa7b5"/>` +
        `<g filter="url(#rbSoft)">` +
        [210, 236, 262, 288]
          .map((px, i) =>
            person({
              x: px,
              y: 112,
              h: 46,
              shirt: UNIFORMS[i],
              skin: i + 1,
              hair: i + 2,
              arm: i === 2 ? 0.55 + 0.1 * wave(t, 1) : 0.1,
              armR: 0.1,
            }),
          )
          .join('') +
        `</g>` +
        `<path d="M-40 104 L360 104 L420 220 L-100 220z" fill="#3b4452"/>` +
        `<path d="M30 150 Q120 112 160 140 T300 124" stroke="#f4efe6" stroke-width="2" stroke-dasharray="6 5" fill="none" opacity="0.8"/>` +
        cone(100, 128) +
        cone(190, 156) +
        cone(230, 120) +
        `<ellipse cx="${x}" cy="${y + 3}" rx="18" ry="4" fill="#000" opacity="0.35"/>` +
        `<g transform="translate(${x} ${y})">` +
        `<rect x="-14" y="-18" width="28" height="16" rx="3" fill="#e6e9ee" stroke="#9aa3ad"/>` +
        `<rect x="-9" y="-26" width="18" height="9" rx="2" fill="#2f5d9a"/>` +
        `<circle cx="-4" cy="-21.5" r="2" fill="#7fe0ff"/><circle cx="4" cy="-21.5" r="2" fill="#7fe0ff"/>` +
        `<line x1="0" y1="-26" x2="0" y2="-32" stroke="#333" stroke-width="1"/><circle cx="0" cy="-33" r="1.5" fill="#e4572e"/>` +
        `<circle cx="-9" cy="-1" r="5" fill="#222"/><circle cx="9" cy="-1" r="5" fill="#222"/></g>`,
    }
  },
}

export const SCHOOL = [classroom, track, robot]
