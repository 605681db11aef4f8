// @ts-check
// Drawn subjects outdoors: a city skyline at dusk, a harbour at sunrise, an aerial view of a
// route along a river, a mountain path above a river at sunrise.
import { blur, glow, lerp, person, rng, times, vfade, vgrad } from './kit.mjs'

/** @typedef {import('./subjects.mjs').Subject} Subject */

/** @type {Subject} */
const skyline = {
  name: 'skyline',
  camera: { z: [1.08, 1.14], dx: [-22, 22], dy: [-3, 2] },
  draw: (t) => {
    const r = rng(5)
    let far = ''
    let near = ''
    let lights = ''
    for (let x = -60; x < 380; x += 14 + r() * 10) {
      const h = 30 + r() * 40
      far += `<rect x="${x}" y="${112 - h}" width="${12 + r() * 10}" height="${h + 10}" fill="#463a66"/>`
    }
    for (let x = -60; x < 380; x += 18 + r() * 14) {
      const w = 14 + r() * 16
      const h = 24 + r() * 58
      near += `<rect x="${x}" y="${124 - h}" width="${w}" height="${h + 10}" fill="#221d38"/>`
      for (let wy = 124 - h + 4; wy < 118; wy += 5)
        for (let wx = x + 2; wx < x + w - 3; wx += 4)
          // most windows stay as they are; a few go on and off
          if (r() < (r() < 0.1 ? 0.4 + 0.3 * Math.sin(t * 6 + wx) : 0.4))
            lights += `<rect x="${wx}" y="${wy}" width="2" height="2.4" fill="#ffd27a" opacity="${0.6 + r() * 0.4}"/>`
    }
    const shimmer = Array.from({ length: 16 }, (_, i) => {
      const y = 130 + i * 3.4
      const x = 150 + Math.sin(i * 1.7 + t * 8) * 12
      return `<rect x="${x - 10 - i}" y="${y}" width="${24 + i * 2}" height="1" fill="#ffb36b" opacity="${0.5 - i * 0.025}"/>`
    }).join('')
    return {
      defs:
        vgrad('skSky', '#1a2146', '#ffc57a', [
          [0.45, '#5d3b78'],
          [0.8, '#e9804a'],
        ]) +
        vgrad('skWater', '#3a2f55', '#151228') +
        glow('skSun', '#ffd99a', 0.9),
      body:
        `<rect x="-60" y="-40" width="440" height="170" fill="url(#skSky)"/>` +
        `<ellipse cx="160" cy="118" rx="70" ry="34" fill="url(#skSun)"/>` +
        far +
        near +
        lights +
        `<rect x="-60" y="124" width="440" height="80" fill="url(#skWater)"/>` +
        shimmer,
    }
  },
}

/** @type {Subject} */
const harbour = {
  name: 'harbour',
  camera: { z: [1.06, 1.1], dx: [-12, 10], dy: [2, -2] },
  draw: (t) => {
    const sunY = lerp(98, 86, t)
    const crane = (/** @type {number} */ x, /** @type {number} */ s) =>
      `<g fill="none" stroke="#3b2a3f" stroke-width="${2 * s}"><path d="M${x} 110 v${-62 * s} M${x + 14 * s} 110 v${-62 * s} M${x - 26 * s} ${110 - 56 * s} h${74 * s} M${x} ${110 - 30 * s} l${14 * s} ${-14 * s} M${x + 14 * s} ${110 - 30 * s} l${-14 * s} ${-14 * s}"/></g>` +
      `<rect x="${x - 4 * s}" y="${110 - 54 * s}" width="${8 * s}" height="${7 * s}" fill="#3b2a3f"/>`
    const r = rng(71)
    const boxes = Array.from({ length: 26 }, (_, i) => {
      const col = i % 13
      const row = Math.floor(i / 13)
      return `<rect x="${150 + col * 9}" y="${98 - row * 6}" width="8.4" height="5.4" fill="${['#c94f3d', '#2f6fa8', '#d99a2b', '#3f8a5a', '#8a4f7d'][Math.floor(r() * 5)]}"/>`
    }).join('')
    const ripples = Array.from({ length: 22 }, (_, i) => {
      const y = 116 + i * 3.2
      const w = 10 + i * 2.4
      const x = 100 + Math.sin(i * 2.1 + t * 9) * 6
      return `<rect x="${x - w / 2}" y="${y}" width="${w}" height="1.1" fill="#ffd7a0" opacity="${0.75 - i * 0.03}"/>`
    }).join('')
    return {
      defs:
        vgrad('hbSky', '#6d86b8', '#ffe9c0', [
          [0.5, '#f1a7a0'],
          [0.85, '#ffd39a'],
        ]) +
        vgrad('hbWater', '#c38a8a', '#3d3f66') +
        glow('hbSun', '#fff0c4', 1),
      body:
        `<rect x="-40" y="-40" width="400" height="160" fill="url(#hbSky)"/>` +
        `<ellipse cx="100" cy="${sunY}" rx="46" ry="30" fill="url(#hbSun)"/><circle cx="100" cy="${sunY}" r="10" fill="#fff4d0"/>` +
        crane(200, 1) +
        crane(252, 1.2) +
        crane(300, 0.9) +
        // the ship: hull, containers, bridge
        `<path d="M138 104 h134 l-8 12 h-120z" fill="#2c2233"/>` +
        boxes +
        `<rect x="252" y="84" width="14" height="20" fill="#e9e1d6"/><rect x="254" y="87" width="10" height="3" fill="#5d6b80"/>` +
        `<rect x="-40" y="110" width="400" height="100" fill="url(#hbWater)"/>` +
        `<rect x="-40" y="108" width="140" height="4" fill="#3b2a3f"/>` +
        ripples,
    }
  },
}

/** @type {Subject} */
const aerialRoute = {
  name: 'aerial-route',
  camera: { z: [1.1, 1.2], dx: [-16, 16], dy: [6, -6] },
  draw: (t) => {
    const r = rng(81)
    const blocks = Array.from({ length: 60 }, () => {
      const x = r() * 400 - 40
      const y = r() * 220 - 20
      if (Math.abs(y - (90 + Math.sin(x / 40) * 30)) < 18) return ''
      return `<rect x="${x}" y="${y}" width="${6 + r() * 10}" height="${5 + r() * 9}" fill="${['#d9d3c7', '#c8bfb0', '#b7c6cf', '#e3d9c3'][Math.floor(r() * 4)]}" stroke="#8d8677" stroke-width="0.4"/>`
    }).join('')
    const trees = times(
      70,
      () =>
        `<circle cx="${r() * 400 - 40}" cy="${r() * 220 - 20}" r="${2 + r() * 2.5}" fill="#4f8a4b" opacity="0.85"/>`,
    )
    const done = Math.min(1, t * 1.1)
    return {
      defs: blur('arSoft', 0.5),
      body:
        `<rect x="-40" y="-40" width="400" height="260" fill="#9cbf7a"/>` +
        `<path d="M-40 90 C40 40 80 140 160 92 S280 40 360 96" stroke="#5b8fc7" stroke-width="18" fill="none"/>` +
        `<path d="M-40 90 C40 40 80 140 160 92 S280 40 360 96" stroke="#7fb0e0" stroke-width="6" fill="none" opacity="0.6"/>` +
        `<path d="M-40 140 L360 30" stroke="#e9e4d8" stroke-width="5"/><path d="M60 -20 L120 220" stroke="#e9e4d8" stroke-width="4"/>` +
        blocks +
        trees +
        // the route, drawn as the clip runs, and the runners' position on it
        `<path id="route" d="M-10 150 C60 130 90 118 120 124 S200 150 240 110 S300 60 340 56" stroke="#ff7a1a" stroke-width="3" fill="none" stroke-linecap="round" stroke-dasharray="420" stroke-dashoffset="${420 * (1 - done)}"/>` +
        `<rect x="210" y="12" width="84" height="22" rx="4" fill="#0e1a2b" fill-opacity="0.8"/>` +
        `<text x="219" y="27" font-family="DejaVu Sans, sans-serif" font-size="10" font-weight="700" fill="#fff">${(21.1 * done).toFixed(1)} km</text>` +
        `<circle cx="270" cy="23" r="3" fill="#ff7a1a"/>`,
    }
  },
}

/** @type {Subject} */
const mountains = {
  name: 'mountains',
  camera: { z: [1.06, 1.12], dx: [-10, 10] },
  draw: (t) => {
    const sunY = lerp(74, 60, t)
    const walkers = [0, 1, 2]
      .map((i) => {
        const k = Math.min(1, Math.max(0, 0.2 + t * 0.5 - i * 0.14))
        const x = lerp(40, 150, k)
        const y = lerp(200, 146, k)
        return (
          person({
            x,
            y,
            h: 30 - k * 10,
            shirt: ['#b34a3a', '#3f6f9a', '#6b8a3a'][i],
            pants: '#3a3026',
            skin: i + 1,
            hair: i,
            arm: 0.1,
            armR: 0.1,
            back: true,
          }) +
          `<path d="M${x - 3.4 * (3 - k)} ${y - (19 - k * 6)} h${6.8 * (3 - k)} l-1 ${8 - k * 3} h${-6.8 * (3 - k) + 2}z" fill="#a8804a"/>`
        )
      })
      .join('')
    return {
      defs:
        vgrad('mSky', '#5f7fb5', '#ffe3b0', [[0.55, '#f3b59a']]) +
        vgrad('mRiver', '#f7d9a8', '#4f7fb0', [[0.3, '#9cc0df']]) +
        glow('mSun', '#fff2c8', 1) +
        vfade('mMist', '#ffffff', 0.5),
      body:
        `<rect x="-40" y="-40" width="400" height="200" fill="url(#mSky)"/>` +
        `<ellipse cx="210" cy="${sunY}" rx="50" ry="34" fill="url(#mSun)"/><circle cx="210" cy="${sunY}" r="9" fill="#fff6da"/>` +
        `<path d="M-40 90 L30 40 L80 78 L140 30 L200 86 L260 44 L330 84 L360 70 L360 130 L-40 130z" fill="#8a8fb8"/>` +
        `<path d="M-40 40 L-20 52 M140 30 l-10 9 l8 -2 l6 4z" fill="#fff" opacity="0.8"/>` +
        `<rect x="${-40 + t * 20}" y="84" width="420" height="14" fill="url(#mMist)"/>` +
        `<path d="M-40 110 L40 80 L110 104 L180 84 L250 108 L320 86 L360 100 L360 150 L-40 150z" fill="#5d6f8f"/>` +
        // the river in the valley, catching the sunrise; the path along its bank
        `<path d="M-40 124 C40 112 90 130 150 140 L150 220 L-40 220z" fill="#4f7a45"/>` +
        `<path d="M360 128 C300 124 260 134 220 146 L240 220 L360 220z" fill="#45703d"/>` +
        `<path d="M164 108 C152 122 196 128 178 142 S146 176 164 220 L250 220 C226 180 236 154 216 138 S180 120 176 108z" fill="url(#mRiver)"/>` +
        `<path d="M164 120 q10 6 4 12 M190 160 q-12 10 -6 20" stroke="#fff6da" stroke-width="1" fill="none" opacity="0.7"/>` +
        `<path d="M20 220 C70 180 110 160 160 144" stroke="#c8ad7f" stroke-width="6" fill="none" stroke-linecap="round"/>` +
        walkers +
        `<circle cx="30" cy="150" r="12" fill="#3d6a38"/><circle cx="44" cy="160" r="10" fill="#35602f"/><circle cx="300" cy="156" r="13" fill="#3d6a38"/>`,
    }
  },
}

export const OUTDOORS = [skyline, harbour, aerialRoute, mountains]
