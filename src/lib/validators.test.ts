import { describe, expect, it } from 'vitest'
import { email, firstError, matches, passwordRules, required } from './validators'

const id = (rule: ReturnType<typeof required>) => rule?.message ?? rule?.id

describe('validators (docs/product.md §5)', () => {
  it('required', () => {
    expect(required('')).toBeDefined()
    expect(required('  ')).toBeDefined()
    expect(required('x')).toBeUndefined()
  })
  it('email', () => {
    expect(email('a@b.co')).toBeUndefined()
    expect(email('a@b')).toBeDefined()
    expect(email('a b@c.de')).toBeDefined()
  })
  it('passwords: 8 to 20, letters and digits only', () => {
    expect(firstError(passwordRules, 'abc12345')).toBeUndefined()
    expect(id(firstError(passwordRules, 'abc1234'))).toMatch(/at least/)
    expect(id(firstError(passwordRules, 'a'.repeat(21)))).toMatch(/no more than/)
    expect(id(firstError(passwordRules, 'abc-12345'))).toMatch(/alphanumeric/)
    expect(id(firstError(passwordRules, ''))).toMatch(/required/)
  })
  it('confirmation must equal', () => {
    expect(id(matches(() => 'abc12345')('abc12346'))).toMatch(/do not match/)
    expect(matches(() => 'abc12345')('abc12345')).toBeUndefined()
  })
})
