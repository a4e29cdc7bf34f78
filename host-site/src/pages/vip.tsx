import { Vip } from '@widgets/vip';
import type { PageProps } from '../app/page-props';
import '@widgets/vip/vip.css';

/** SPEC §2 /vip: the VIP widget under the route's title. */
export default function VipPage(props: PageProps) {
  return <Vip title={props.title} />;
}
