import { PointMall } from '@widgets/point-mall';
import type { PageProps } from '../app/page-props';
import '@widgets/point-mall/point-mall.css';

/** SPEC §2 /pointMall: the points mall widget under the route's title. */
export default function PointMallPage(props: PageProps) {
  return <PointMall title={props.title} />;
}
