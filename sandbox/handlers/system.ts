import { randomBytes } from 'node:crypto';
import type { HandlerTable } from '../http/handler';
import { notFound } from '../http/fault';
import { allSettings, registerRules, whitelabelTree } from '../store/brand';
import { visitorCountry } from '../store/location';
import { encryptServiceLink } from '../seed/brand';
import { one } from '../db/database';

export const systemHandlers: HandlerTable = {
  async systemStatus(_input, { sandbox, ip }) {
    const { db } = sandbox;
    const settings = await allSettings(db);
    const [whitelabel, register, resources, customerService] = await Promise.all([
      whitelabelTree(db),
      registerRules(db, 'username'),
      db.query<{ resourceType: string; url: string; qrCodeUrl: string; labelNameEn: string }>(
        'select resource_type as "resourceType", url, qr_code_url as "qrCodeUrl", label_name_en as "labelNameEn" from resources order by sort',
      ),
      db.query<{ csType: string; title: string }>(
        'select cs_type as "csType", title from customer_service order by sort',
      ),
    ]);
    return {
      info: {
        merchantCode: settings.merchantCode,
        whitelabel,
        register,
        resources,
        customerService,
        imageCDNs: settings.imageCDNs,
        launchGameCDNs: settings.launchGameCDNs,
        analytics: settings.analytics,
        settings: {
          brandName: settings.brandName,
          currencySymbol: settings.currencySymbol,
          loginedToHomePage: settings.loginedToHomePage,
          agentTypes: settings.agentTypes,
          enableCt: settings.enableCt,
          salary: settings.salary,
          hourSalary: settings.hourSalary,
        },
      },
      location: { ip: ip.replace(/^::ffff:/, ''), country: visitorCountry(ip, settings.status.country) },
      maintenance: settings.status.maintenance,
      regionRestriction: settings.status.regionRestriction,
    };
  },

  whitelabel: async (_input, { sandbox }) => whitelabelTree(sandbox.db),

  async domainRoute(_input, { sandbox }) {
    const domainList = await sandbox.db.query<{ domain: string; type: string }>(
      'select domain, type from domains order by domain',
    );
    return { domainList };
  },

  async helpCenter(_input, { sandbox, language }) {
    // Each article in the request language, or in Spanish when it has no translation.
    const list = await sandbox.db.query<{ id: number; title: string; content: string }>(
      `select distinct on (id) id, title, content from help_articles
        where language in ($1, 'ES') order by id, (language = $1) desc`,
      [language],
    );
    return { list };
  },

  async customerServiceLink({ csType }, { sandbox, origin }) {
    const row = await one<{ link: string }>(
      sandbox.db,
      'select link from customer_service where cs_type = $1',
      [csType],
    );
    if (!row) throw notFound(`No customer service of type ${csType}`);
    const absolute = new URL(row.link, origin).toString();
    const key = randomBytes(6).toString('base64url').slice(0, 8);
    return {
      version: {
        pathList: [
          { type: '1', path: row.link },
          { type: '3', path: encryptServiceLink(absolute, key) },
        ],
      },
    };
  },

  registerSettings: async ({ registerType }, { sandbox }) =>
    registerRules(sandbox.db, registerType ?? 'username'),

  async countries(_input, { sandbox }) {
    const countries = await sandbox.db.query<{
      countryCode: string;
      countryDialingCode: string;
      name: string;
    }>(
      'select country_code as "countryCode", dialing_code as "countryDialingCode", name from countries order by sort',
    );
    return { countries };
  },
};
