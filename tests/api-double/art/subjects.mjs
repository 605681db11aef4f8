// @ts-check
// Every drawn subject of the demo's stock media, by the name the tables use
// (sim/tables.mjs: a topic's and a scene sentence's `picture`).
import { NEWS } from './news.mjs'
import { OUTDOORS } from './outdoors.mjs'
import { SCHOOL } from './school.mjs'
import { STUDIO } from './studio.mjs'
import { VENUES } from './venues.mjs'

/**
 * A subject: its name (the file names in media/), the camera's slow move over the clip, and
 * its drawing at a moment `t` of the clip (0 to 1).
 * @typedef {{ name: string, camera?: Parameters<typeof import('./kit.mjs').camera>[1],
 *   draw: (t: number) => { defs?: string, body: string } }} Subject
 */

/** @type {Subject[]} */
export const SUBJECTS = [...STUDIO, ...VENUES, ...SCHOOL, ...NEWS, ...OUTDOORS]
