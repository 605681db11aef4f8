import { Trans } from '@lingui/react/macro'
import type { Profile } from '@/api/profile'
import { PROFILE_CSV_FILENAME, profileCsv } from '@/lib/csv'
import { downloadText } from '@/ui/download'
import { Icon } from '@/ui/Icon'

/** docs/product.md §9 export: profile.csv built here from the loaded profile, so it works offline too. */
export function ExportSection({ profile }: { profile: Profile }) {
  return (
    <div className="profile-form">
      <p>
        <Trans>
          Download your e-mail address, full name, username and team as a CSV file that opens in any
          spreadsheet program.
        </Trans>
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="primary"
          onClick={() => downloadText(PROFILE_CSV_FILENAME, profileCsv(profile))}
        >
          <Icon name="download" />
          <Trans>Download profile.csv</Trans>
        </button>
      </div>
    </div>
  )
}
