import { notFound } from '../../core/http/fault';
import type { HandlersOf } from '../../core/http/handler';
import type { ControlEndpoints } from './endpoints';
import { insertNotice, setVendorMaintenance } from './repository';

/** Switches of the games and what the lobby shows: vendor maintenance, failed settlements, notices. */
export const gameSwitches: Pick<
  HandlersOf<ControlEndpoints>,
  'vendorMaintenance' | 'failNextSettlement' | 'publishNotice'
> = {
  async vendorMaintenance({ code, minutes }, { sandbox }) {
    const now = sandbox.now();
    const row = await setVendorMaintenance(
      sandbox.db,
      code,
      minutes ? now : null,
      minutes ? new Date(now.getTime() + minutes * 60_000) : null,
    );
    if (!row) throw notFound(`No vendor ${code}`);
    return { vendor: row.code, minutes };
  },

  async failNextSettlement(_input, { sandbox }) {
    sandbox.faults.failNextSettlement = true;
    return true;
  },

  async publishNotice({ type, title, content }, { sandbox }) {
    const texts = (text: string) => ({ ES: text, EN: text });
    return (await insertNotice(
      sandbox.db,
      { type, title: texts(title), content: texts(content) },
      sandbox.now(),
    ))!;
  },
};
