import {
  INVITATIONS,
  SAMPLE_CLIENT_ID,
  SAMPLE_TRACK_ID,
  type InvitationPageAnswer,
} from '@undangan/contracts';
import { openTestDataSource } from '@undangan/platform/testing';
import type { DataSource } from 'typeorm';
import { invitationsMigrations } from '../src/invitations.program';
import { MusicCatalogue } from '../src/music/music-catalogue';
import { TRACK_SCORES } from '../src/music/music-scores';
import { PagesService } from '../src/pages.service';
import { publishSampleIfMissing } from '../src/sample/sample-page';

/**
 * The shop's music catalogue against the real PostgreSQL: the tracks the migration adds, each with
 * the file the build writes for it, and the sample invitation at /contoh playing one of them.
 */
jest.setTimeout(60_000);

let dataSource: DataSource;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ dataSource, close } = await openTestDataSource('invitation_music', {
    entities: [],
    migrations: invitationsMigrations,
  }));
});
afterAll(() => close());

it("lists the shop's own tracks in the form's order, each a file of the shop's served by the front", async () => {
  const { tracks } = await new MusicCatalogue(dataSource).tracks();
  expect(tracks.map((track) => track.id)).toEqual([
    'janji-suci',
    'taman-bunga',
    'senja-syahdu',
    'kidung-nusantara',
  ]);
  for (const track of tracks) {
    expect(track.url).toBe(`/generated/music/${track.id}.wav`);
    expect(track.title).not.toBe('');
    expect(track.description).toMatch(/Karya tim Undangan\.$/);
  }
  // Every track listed is one the build writes a file for, and every file written is listed.
  expect(TRACK_SCORES.map((score) => score.id).sort()).toEqual(tracks.map((track) => track.id).sort());
});

it('answers one track as a page plays it, and none for an id it does not have', async () => {
  const music = new MusicCatalogue(dataSource);
  await expect(music.track('taman-bunga')).resolves.toEqual({
    id: 'taman-bunga',
    title: 'Taman Bunga',
    url: '/generated/music/taman-bunga.wav',
  });
  await expect(music.track('A Thousand Years - Christina Perri')).resolves.toBeNull();
});

it('refuses a track whose file would be on another site or outside the music folder', async () => {
  const insert = (id: string, file: string) =>
    dataSource.query(
      'INSERT INTO music_tracks (id, title, description, file_path, position) VALUES ($1, $2, $3, $4, $5)',
      [id, 'Uji', 'Uji', file, 99],
    );
  await expect(insert('luar', 'https://contoh.example/lagu.wav')).rejects.toThrow(/check constraint/);
  await expect(insert('naik', '/generated/music/../../index.html')).rejects.toThrow(/check constraint/);
  await expect(insert('Bukan Slug', '/generated/music/bukan.wav')).rejects.toThrow(/check constraint/);
});

it('publishes the sample invitation at /contoh with the sample track, loaded only on a tap', async () => {
  const pages = new PagesService(dataSource, {
    onlineDays: 365,
    repliesPerSource: 3,
    repliesPerInvitation: 8,
    publicBaseUrl: 'https://toko.example',
  });
  expect(await publishSampleIfMissing(pages, dataSource)).toBe(true);
  expect(await publishSampleIfMissing(pages, dataSource)).toBe(false);
  const page = (await pages.page(INVITATIONS.page.schema.parse({ client_id: SAMPLE_CLIENT_ID }))) as Extract<
    InvitationPageAnswer,
    { html: string }
  >;
  expect(page.status).toBe('published');
  expect(page.html).toContain(
    `<audio id="musik-lagu" src="/generated/music/${SAMPLE_TRACK_ID}.wav" preload="none" controls loop`,
  );
  expect(page.html).toContain('Musik latar: Janji Suci');
  expect(page.html).not.toMatch(/autoplay/i);
});
