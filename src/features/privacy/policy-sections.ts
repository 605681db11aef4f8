import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import { AboutBody, DataBody, LocationBody, PurposeBody, SharingBody } from './DataSectionBodies'
import {
  ChangesBody,
  ChildrenBody,
  ContactBody,
  CookiesBody,
  RetentionBody,
  RightsBody,
  SecurityBody,
} from './RightsSectionBodies'

interface PolicySection {
  /** The in-page anchor; stable across languages so links can be shared. */
  id: string
  title: MessageDescriptor
  Body: ComponentType
}

/** The policy in reading order; the table of contents is built from the same list. */
export const POLICY_SECTIONS: readonly PolicySection[] = [
  { id: 'about', title: msg`About this policy`, Body: AboutBody },
  { id: 'data', title: msg`What data we process`, Body: DataBody },
  { id: 'purpose', title: msg`Why we process it`, Body: PurposeBody },
  { id: 'sharing', title: msg`Who can see your data`, Body: SharingBody },
  { id: 'location', title: msg`Where your data is stored`, Body: LocationBody },
  { id: 'retention', title: msg`How long we keep it`, Body: RetentionBody },
  { id: 'cookies', title: msg`Cookies and tracking`, Body: CookiesBody },
  { id: 'security', title: msg`Security and data breaches`, Body: SecurityBody },
  { id: 'children', title: msg`Children`, Body: ChildrenBody },
  { id: 'rights', title: msg`Your rights`, Body: RightsBody },
  { id: 'changes', title: msg`Changes to this policy`, Body: ChangesBody },
  { id: 'contact', title: msg`Contact`, Body: ContactBody },
]
