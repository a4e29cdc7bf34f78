import { useEffect, useMemo, useRef, useState } from 'react';
import { PromotionList } from './promotion-list';
import { PromotionDetailView } from './promotion-detail';
import type { PromotionLinkProps, PromotionLinks } from './promotion-links';

/** The view a `#promotion-N` link opens, or the list. */
const idOfHash = (href: string) => {
  const match = /#promotion-(\d{1,10})$/.exec(href);
  return match ? Number(match[1]) : undefined;
};

/**
 * The promotions as one widget for a partner's page: the list by category, and a promotion's
 * detail opened in place (`promotion` opens one first). Its links are real links that change the
 * widget's view, not the partner's URL; the view that opens gets the focus.
 */
export function Promotions({ promotion }: { promotion?: number }) {
  const [open, setOpen] = useState(promotion);
  const root = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => setOpen(promotion), [promotion]);
  useEffect(() => {
    if (!moved.current) return;
    root.current?.querySelector<HTMLElement>('.page__title')?.focus();
  }, [open]);
  const links = useMemo<PromotionLinks>(
    () => ({
      href: (id) => (id === undefined ? '#promotions' : `#promotion-${id}`),
      Link: function WidgetLink({ href, children, ...attributes }: PromotionLinkProps) {
        return (
          <a
            {...attributes}
            href={href}
            onClick={(event) => {
              event.preventDefault();
              moved.current = true;
              setOpen(idOfHash(href));
            }}
          >
            {children}
          </a>
        );
      },
    }),
    [],
  );
  return (
    <div ref={root} className="promotions-widget">
      {open === undefined ? <PromotionList links={links} /> : <PromotionDetailView id={open} links={links} />}
    </div>
  );
}
