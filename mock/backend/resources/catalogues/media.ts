import {
  animateBehaviorTypeSchema,
  animateSchema,
  brainRelaxSchema,
  musicSchema,
} from '../../../../src/schema/catalogues/media';
import type { ResourceDef } from '../../resource';
import { catalogue, idOf, nameOf } from '../helpers';

/** Demo media is served by the mock itself (mock/media.ts), so no page calls a third-party host. */
const CDN = '/media';

export const animateBehaviorTypes: ResourceDef = {
  schema: animateBehaviorTypeSchema,
  label: { zh: '动画行为类型', en: 'animation behavior type' },
  seed: () =>
    catalogue([
      { name: '专注奖励', description: '孩子保持专注达到目标时播放，给予正向激励。' },
      { name: '放松引导', description: '引导孩子深呼吸、放松身体的动画。' },
      { name: '注意力提醒', description: '注意力下降时温和地提醒孩子回到任务。' },
      { name: '完成庆祝', description: '完成一次训练后播放的庆祝动画。' },
      { name: '休息提示', description: '连续训练时间较长时提示休息。' },
    ]),
};

export const animates: ResourceDef = {
  schema: animateSchema,
  label: { zh: '动画', en: 'animation' },
  seed: (_rand, db) => {
    const t = (name: string) => idOf(db, 'sysAnimateBehaviorType', name);
    const rows: [string, string, string, number][] = [
      ['小火箭升空', '专注奖励', 'rocket-launch', 8],
      ['花朵绽放', '专注奖励', 'flower-bloom', 6],
      ['海豚跃出水面', '放松引导', 'dolphin-jump', 12],
      ['云朵呼吸', '放松引导', 'cloud-breath', 20],
      ['小猫挥手', '注意力提醒', 'cat-wave', 5],
      ['星星满天', '完成庆祝', 'stars-fill', 10],
      ['彩虹桥', '完成庆祝', 'rainbow-bridge', 9],
      ['小熊伸懒腰', '休息提示', 'bear-stretch', 15],
    ];
    return catalogue(
      rows.map(([name, type, slug, durationSec], i) => ({
        name,
        behaviorTypeId: t(type),
        // The file lasts as long as the row says (mock/media.ts reads the length from the name).
        fileUrl: `${CDN}/animate/${slug}-${durationSec}s.json`,
        coverUrl: `${CDN}/animate/cover/${slug}.svg`,
        durationSec,
        status: i === 6 ? 0 : 1,
      })),
      400,
    );
  },
  decorate: (row, db) => ({ ...row, behaviorTypeName: nameOf(db, 'sysAnimateBehaviorType', row.behaviorTypeId) }),
};

export const musics: ResourceDef = {
  schema: musicSchema,
  label: { zh: '音乐', en: 'music' },
  seed: () => {
    const rows: [string, string, string, number, 1 | 2 | 3][] = [
      ['雨后森林', '林间工作室', 'forest-after-rain', 312, 1],
      ['海浪轻语', '蓝调声景', 'ocean-whisper', 285, 1],
      ['竹林清风', '林间工作室', 'bamboo-breeze', 240, 1],
      ['专注节拍 60', '脑波音乐实验室', 'focus-beat-60', 420, 2],
      ['α 波钢琴', '陈思远', 'alpha-piano', 366, 2],
      ['晨读背景乐', '脑波音乐实验室', 'morning-reading', 600, 2],
      ['星空摇篮曲', '宋晓雨', 'starry-lullaby', 480, 3],
      ['月光小夜曲', '宋晓雨', 'moonlight-serenade', 540, 3],
    ];
    return catalogue(
      rows.map(([name, author, slug, durationSec, category], i) => ({
        name,
        author,
        fileUrl: `${CDN}/music/${slug}-${durationSec}s.wav`,
        durationSec,
        category,
        status: i === 5 ? 0 : 1,
      })),
      410,
    );
  },
};

export const brainRelaxes: ResourceDef = {
  schema: brainRelaxSchema,
  label: { zh: '脑放松', en: 'brain relaxation' },
  seed: (_rand, db) => {
    const m = (name: string) => idOf(db, 'sysMusic', name);
    return catalogue(
      [
        {
          name: '森林冥想',
          musicId: m('雨后森林'),
          durationSec: 600,
          guide: '闭上眼睛，想象自己走在下过雨的森林里，慢慢吸气，再慢慢呼气。',
        },
        {
          name: '海边呼吸练习',
          musicId: m('海浪轻语'),
          durationSec: 480,
          guide: '跟着海浪的节奏呼吸：浪来时吸气，浪退时呼气。',
        },
        {
          name: '身体扫描',
          musicId: m('竹林清风'),
          durationSec: 720,
          guide: '从脚趾开始，依次感受并放松身体的每一个部位。',
        },
        {
          name: '睡前放松',
          musicId: m('星空摇篮曲'),
          durationSec: 900,
          guide: '躺好，数着星星慢慢呼吸，让身体越来越沉、越来越放松。',
        },
        {
          name: '课间一分钟平静',
          musicId: m('竹林清风'),
          durationSec: 300,
          guide: '坐直，双手放在膝盖上，做五次深长的腹式呼吸。',
        },
        {
          name: '月光渐进放松',
          musicId: m('月光小夜曲'),
          durationSec: 840,
          guide: '先握紧拳头数到五，再慢慢松开，感受紧张和放松的区别。',
        },
      ],
      390,
    );
  },
  decorate: (row, db) => ({ ...row, musicName: nameOf(db, 'sysMusic', row.musicId) }),
};
