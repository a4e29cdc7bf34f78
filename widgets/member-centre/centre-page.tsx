import { useAsync } from '../ui/use-async';
import { AsyncStates } from '../ui/async-states';
import { useT } from '../ui/croupier-context';
import type { MemberCentrePage } from '@sdk/rules/centres';
import { PAGE_LOADERS } from './pages/page-loaders';

/** One page of the personal centre under its heading, its chunk loaded when it first opens. */
export function CentrePage(props: {
  page: MemberCentrePage;
  titleId: string;
  openPage: (page: MemberCentrePage) => void;
}) {
  const t = useT();
  const loader = PAGE_LOADERS[props.page];
  const module = useAsync(async () => (loader ? (await loader()).default : null), [loader]);
  const Page = module.status === 'ready' ? module.value : null;
  return (
    <section className="cr-centre__page" aria-labelledby={props.titleId}>
      <h3 id={props.titleId} className="cr-centre__title">
        {t(`memberCentre.pages.${props.page}`)}
      </h3>
      <AsyncStates state={module} className="cr-centre__state">
        {Page ? <Page openPage={props.openPage} /> : null}
      </AsyncStates>
    </section>
  );
}
