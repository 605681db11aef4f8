import type { Reporter } from '@playwright/test/reporter'

export declare const WORKER_PID: string
export default class CpuReporter implements Reporter {}
