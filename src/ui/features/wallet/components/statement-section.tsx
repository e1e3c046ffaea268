import { lazyPart } from '../../../components/common/lazy-part';
import { OpeningSection } from '../../../components/common/opening-section';

const Statement = lazyPart(() => import('./statement'));

/** The settings page's statement, loaded when the member opens it. */
export function StatementSection() {
  return (
    <OpeningSection texts="settings.statement" name="statement">
      <Statement />
    </OpeningSection>
  );
}
