import { i18n } from '@lingui/core'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'

// Unit tests render in English with source messages (the macro compiles them in place).
i18n.load('en', {})
i18n.activate('en')

beforeEach(() => localStorage.clear())
afterEach(() => cleanup())
