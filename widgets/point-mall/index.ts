export { PointMall } from './point-mall';
