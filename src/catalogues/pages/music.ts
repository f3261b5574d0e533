import { type Music, musicSchema } from '@/schema';
import { defineCatalogue } from '../define';

/** /basic-settings/music: relax / focus / sleep music, with a player in the list. */
export default defineCatalogue<Music>(musicSchema, {
  fields: [
    { name: 'name', searchOrder: 1 },
    { name: 'author', searchOrder: 2 },
    { name: 'category', searchOrder: 3 },
    { name: 'fileUrl', input: 'audio', upload: 'audio', durationTo: 'durationSec' },
    { name: 'durationSec', help: 'catalogue.music.durationSec.help' },
  ],
});
