import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's music catalogue, with the tracks the shop made itself. They are added here, not by the
 * development seed: their files are made by every build (music/write-music.ts), production's
 * included, and a package sells background music everywhere, while SEED_ON_EMPTY is refused in
 * production. The rows are written out as they were first shipped; a new track comes with its
 * score in music/music-scores.ts and a migration that adds its row.
 */
export class MusicTracks1763800000074 implements MigrationInterface {
  name = 'MusicTracks1763800000074';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
    CREATE TABLE music_tracks (
      -- A short slug: what a couple's data keeps in its music field.
      id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(id) <= 40),
      title text NOT NULL,
      -- What it sounds like and who made it, in a line for the couple's form.
      description text NOT NULL,
      -- The file on the shop's own origin, served by the front (never another site).
      file_path text NOT NULL CHECK (file_path ~ '^/generated/music/[a-z0-9-]+\\.wav$'),
      -- Where the couple's form lists it.
      position integer NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`
    INSERT INTO music_tracks (id, title, description, file_path, position) VALUES
      ('janji-suci', 'Janji Suci',
       'Kotak musik dan petikan harpa yang lembut dalam C mayor. Karya tim Undangan.',
       '/generated/music/janji-suci.wav', 1),
      ('taman-bunga', 'Taman Bunga',
       'Waltz piano yang riang dalam hitungan tiga. Karya tim Undangan.',
       '/generated/music/taman-bunga.wav', 2),
      ('senja-syahdu', 'Senja Syahdu',
       'Alunan hangat yang tenang dengan denting lonceng. Karya tim Undangan.',
       '/generated/music/senja-syahdu.wav', 3),
      ('kidung-nusantara', 'Kidung Nusantara',
       'Denting saron dan gong bernuansa gamelan Jawa. Karya tim Undangan.',
       '/generated/music/kidung-nusantara.wav', 4)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS music_tracks');
  }
}
