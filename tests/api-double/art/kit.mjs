// @ts-check
// Drawing kit for the demo's stock pictures: SVG snippets in a 320 × 180 frame (people, crowds,
// skies, a slow camera move) that the subjects (subjects-*.mjs) are built from. Everything is
// deterministic: the same subject and moment give the same picture.

import { prng } from '../lib/prng.mjs'

export const W = 320
export const H = 180

/** The double's PRNG (mulberry32), so crowds and windows look the same every run. @param {number} seed */
export const rng = (seed) => prng(seed).next

/**
 * `n` snippets drawn by `draw(i)`, one after the other (rows of windows, stripes, lanes).
 * @param {number} n @param {(i: number) => string} draw
 */
export const times = (n, draw) => Array.from({ length: n }, (_, i) => draw(i)).join('')

/** @param {number} a @param {number} b @param {number} t */
export const lerp = (a, b, t) => a + (b - a) * t

/**
 * A vertical linear gradient from `top` to `bottom`, through any `between` stops on the way.
 * @param {string} id @param {string} top @param {string} bottom
 * @param {[offset: number, color: string][]} [between]
 */
export const vgrad = (id, top, bottom, between = []) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${[[0, top], ...between, [1, bottom]]
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`

/** A radial glow (a lamp, the sun, a spotlight). @param {string} id @param {string} color @param {number} [opacity] */
export const glow = (id, color, opacity = 1) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`

/** A soft blur filter for shadows, mist and steam. @param {string} id @param {number} sd */
export const blur = (id, sd) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`

const SKIN = ['#f1c7a5', '#d9a27a', '#b07850', '#8a5a3c', '#f5d5bd']
const HAIR = ['#2b1d14', '#4a3020', '#151515', '#6b4a2b', '#8c8c8c', '#c99a5b']

/**
 * A standing person seen from the front, feet at (x, y), `h` tall.
 * @param {{ x: number, y: number, h: number, shirt: string, pants?: string, skin?: number,
 *   hair?: number, arm?: number, armR?: number, hold?: string, back?: boolean }} p
 *   arm / armR: the left / right arm raised by this much (0 down, 1 straight up); hold: a
 *   colour held in the raised right hand (a product, a microphone); back: seen from behind.
 */
export function person({
  x,
  y,
  h,
  shirt,
  pants = '#2f3440',
  skin = 0,
  hair = 0,
  arm = 0,
  armR = 0,
  hold,
  back = false,
}) {
  const u = h / 10
  const skinC = SKIN[skin % SKIN.length]
  const hairC = HAIR[hair % HAIR.length]
  const shoulderY = y - 7.4 * u
  /** The arm's hand: from hanging (raise 0) through sideways (0.5) to straight up (1). @param {number} side -1 left, 1 right @param {number} raise */
  const armLine = (side, raise) => {
    const sx = x + side * 1.35 * u
    const th = 0.15 + raise * (Math.PI - 0.3)
    return {
      sx,
      ex: sx + side * Math.sin(th) * 3.4 * u,
      ey: shoulderY + 0.4 * u + Math.cos(th) * 3.4 * u,
    }
  }
  const left = armLine(-1, arm)
  const right = armLine(1, armR)
  const armPath = (/** @type {{ sx: number, ex: number, ey: number }} */ a) =>
    `<line x1="${a.sx}" y1="${shoulderY + 0.4 * u}" x2="${a.ex}" y2="${a.ey}" stroke="${shirt}" stroke-width="${0.9 * u}" stroke-linecap="round"/>` +
    `<circle cx="${a.ex}" cy="${a.ey}" r="${0.42 * u}" fill="${skinC}"/>`
  const held = hold
    ? `<rect x="${right.ex - 0.7 * u}" y="${right.ey - 1.6 * u}" width="${1.4 * u}" height="${1.6 * u}" rx="${0.2 * u}" fill="${hold}"/>`
    : ''
  const face = back
    ? `<circle cx="${x}" cy="${y - 8.6 * u}" r="${1.05 * u}" fill="${hairC}"/>`
    : `<circle cx="${x}" cy="${y - 8.6 * u}" r="${1.05 * u}" fill="${skinC}"/>` +
      `<path d="M${x - 1.1 * u} ${y - 8.7 * u} a${1.1 * u} ${1.1 * u} 0 0 1 ${2.2 * u} 0 q${-1.1 * u} ${-0.5 * u} ${-2.2 * u} 0z" fill="${hairC}"/>`
  return (
    `<g>` +
    `<rect x="${x - 1.05 * u}" y="${y - 4 * u}" width="${0.9 * u}" height="${4 * u}" fill="${pants}"/>` +
    `<rect x="${x + 0.15 * u}" y="${y - 4 * u}" width="${0.9 * u}" height="${4 * u}" fill="${pants}"/>` +
    `<path d="M${x - 1.5 * u} ${y - 3.8 * u} L${x - 1.6 * u} ${shoulderY + 0.6 * u} Q${x - 1.5 * u} ${shoulderY} ${x - 0.8 * u} ${shoulderY} L${x + 0.8 * u} ${shoulderY} Q${x + 1.5 * u} ${shoulderY} ${x + 1.6 * u} ${shoulderY + 0.6 * u} L${x + 1.5 * u} ${y - 3.8 * u}z" fill="${shirt}"/>` +
    armPath(left) +
    armPath(right) +
    held +
    `<rect x="${x - 0.35 * u}" y="${y - 7.9 * u}" width="${0.7 * u}" height="${0.7 * u}" fill="${skinC}"/>` +
    face +
    `</g>`
  )
}

/**
 * Heads and shoulders seen from behind (an audience, a class), `n` of them between x0 and x1.
 * @param {{ y: number, x0: number, x1: number, n: number, size: number, seed: number,
 *   colors?: string[], hairs?: string[], jitter?: number }} o
 */
export function heads({
  y,
  x0,
  x1,
  n,
  size,
  seed,
  colors = ['#394150', '#4b3b47', '#2f4a4a', '#5a4632', '#3b3b5a'],
  hairs = HAIR,
  jitter = 0.3,
}) {
  const r = rng(seed)
  let out = ''
  for (let i = 0; i < n; i++) {
    const x = lerp(x0, x1, (i + 0.5) / n) + (r() - 0.5) * jitter * ((x1 - x0) / n)
    const s = size * (0.9 + r() * 0.2)
    const yy = y + (r() - 0.5) * size * 0.3
    const c = colors[Math.floor(r() * colors.length)]
    const hc = hairs[Math.floor(r() * hairs.length)]
    out +=
      `<path d="M${x - s * 1.5} ${yy + s * 2.6} Q${x - s * 1.5} ${yy + s * 0.9} ${x} ${yy + s * 0.9} Q${x + s * 1.5} ${yy + s * 0.9} ${x + s * 1.5} ${yy + s * 2.6}z" fill="${c}"/>` +
      `<circle cx="${x}" cy="${yy}" r="${s * 0.75}" fill="${hc}"/>`
  }
  return out
}

/**
 * A slow camera move over the picture: from zoom z0 to z1 and a pan of (dx, dy) pixels.
 * @param {number} t 0..1 through the clip @param {{ z?: [number, number], dx?: [number, number], dy?: [number, number] }} m
 */
export function camera(t, { z = [1.04, 1.1], dx = [0, 0], dy = [0, 0] } = {}) {
  const k = t * t * (3 - 2 * t) // ease in and out
  const zoom = lerp(z[0], z[1], k)
  const x = lerp(dx[0], dx[1], k)
  const y = lerp(dy[0], dy[1], k)
  return `translate(${W / 2} ${H / 2}) scale(${zoom.toFixed(4)}) translate(${(-W / 2 - x).toFixed(3)} ${(-H / 2 - y).toFixed(3)})`
}

/** The small "demo" mark in a corner of every picture: these are drawn stand-ins, not footage. */
export const DEMO_MARK =
  `<g opacity="0.85"><rect x="279" y="163" width="35" height="12" rx="3" fill="#000" fill-opacity="0.5"/>` +
  `<text x="296.5" y="172" font-family="DejaVu Sans, sans-serif" font-size="7.5" font-weight="700" letter-spacing="0.6" fill="#fff" text-anchor="middle">DEMO</text></g>`

/**
 * One frame: the subject's definitions and its content under the camera, with the mark on top.
 * @param {{ defs?: string, body: string, transform: string }} frame
 */
export const svg = ({ defs = '', body, transform }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="100%" height="100%" preserveAspectRatio="xMidYMid slice">` +
  `<defs>${defs}${VIGNETTE_DEF}</defs><g transform="${transform}">${body}</g>` +
  `<rect width="${W}" height="${H}" fill="url(#vignette)"/>${DEMO_MARK}</svg>`

/** A lens's darker corners, so a flat drawing reads more like a frame of footage. */
const VIGNETTE_DEF =
  `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/>` +
  `<stop offset="1" stop-color="#000" stop-opacity="0.32"/></radialGradient>`

/** A vertical fade of one colour, from `opacity` at the top to nothing (a light beam). @param {string} id @param {string} color @param {number} opacity */
export const vfade = (id, color, opacity) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient>`

/** A sine swing through the clip, `speed` times over. @param {number} t @param {number} [speed] */
export const wave = (t, speed = 1) => Math.sin(t * Math.PI * 2 * speed)
