import type { DataSource, EntityManager } from 'typeorm';

/** The statements about `guest_settings`: an order's open link and message templates. */

type Runner = DataSource | EntityManager;

export interface SettingsRow {
  openLink: boolean;
  messageTemplate: string | null;
  reminderTemplate: string | null;
}

/** An order with no row has the defaults: the open link on, the default templates. */
const DEFAULTS: SettingsRow = { openLink: true, messageTemplate: null, reminderTemplate: null };

export async function settingsOf(db: Runner, orderId: string): Promise<SettingsRow> {
  const rows: SettingsRow[] = await db.query(
    `SELECT open_link AS "openLink", message_template AS "messageTemplate",
            reminder_template AS "reminderTemplate"
       FROM guest_settings WHERE order_id = $1`,
    [orderId],
  );
  return rows[0] ?? DEFAULTS;
}

export async function saveSettings(db: Runner, orderId: string, settings: SettingsRow): Promise<SettingsRow> {
  const [row]: SettingsRow[] = await db.query(
    `INSERT INTO guest_settings (order_id, open_link, message_template, reminder_template)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (order_id) DO UPDATE
       SET open_link = EXCLUDED.open_link, message_template = EXCLUDED.message_template,
           reminder_template = EXCLUDED.reminder_template, updated_at = now()
     RETURNING open_link AS "openLink", message_template AS "messageTemplate",
               reminder_template AS "reminderTemplate"`,
    [orderId, settings.openLink, settings.messageTemplate, settings.reminderTemplate],
  );
  return row;
}

/** Deletes the settings (open link, templates) of these orders. */
export async function deleteSettingsOf(manager: EntityManager, orderIds: string[]): Promise<void> {
  await manager.query('DELETE FROM guest_settings WHERE order_id = ANY($1)', [orderIds]);
}
