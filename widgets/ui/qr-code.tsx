import { useMemo } from 'react';
import { qrPath } from './qr-matrix';

import { QR_DEFAULT_SIZE } from './qr-sizes';

const QUIET_ZONE = 2;

/** A scannable QR code drawn as SVG (dark on white, with a quiet zone so cameras find it). */
export function QrCode(props: { value: string; size?: number; label: string }) {
  const { size, path } = useMemo(() => qrPath(props.value), [props.value]);
  const box = size + QUIET_ZONE * 2;
  const pixels = props.size ?? QR_DEFAULT_SIZE;
  return (
    <svg
      role="img"
      aria-label={props.label}
      data-qr-value={props.value}
      width={pixels}
      height={pixels}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', borderRadius: 6, display: 'block' }}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
