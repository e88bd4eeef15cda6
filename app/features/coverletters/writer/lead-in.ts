// The first sentence of each told source's paragraph: where (and when) it happened.
import { type Source } from './material';
import { enLowerFirst } from './prose';
import { type Rng } from './rng';
import { skillsFirst } from './skills';
import { josa } from './text';
import { yearOf, koList, enList } from './letter-items';
import { ymKo } from './opening';

/** A Korean sentence whose applicant acts on an object ("…을 만들었습니다"), not one where a thing changed. */
export const koDidSomething = (t: string) =>
  /[을를]\s/.test(t) &&
  !/(?:되었|됐|졌|줄었|늘었|높았|낮았|올랐|내렸|났|있었|없었|이었)습니다[.!]?$|입니다[.!]?$/.test(t.trim());

/** The first sentence of a source's paragraph says where (and when) it happened. */
export function leadIn(src: Source, first: string, ko: boolean, rng: Rng, skills: string[]): string {
  const tools = skillsFirst(src.tech, skills).slice(0, 3);
  if (ko) {
    if (src.kind === 'project') {
      if (!tools.length) return `‘${src.name}’ 프로젝트에서는 ${first}`;
      // "…를 써서" leads only into what the applicant did to something ("…을 만들었습니다"), not into what
      // changed by itself ("문의 전화가 35% 줄었습니다"), which takes the tools in brackets instead.
      return koDidSomething(first)
        ? `‘${src.name}’ 프로젝트에서는 ${josa(koList(tools), '을/를')} 써서 ${first}`
        : `‘${src.name}’ 프로젝트(${koList(tools)})에서는 ${first}`;
    }
    if (src.kind === 'episode') {
      const when = ymKo(src.start);
      return `${when ? `${when} ` : ''}${src.org ? `${src.org}에서 ` : ''}${first}`;
    }
    return rng.pick([
      `${src.name}에서${src.position ? ` ${josa(src.position, '으로/로')}` : ''} 일하며 ${first}`,
      `${src.start && ymKo(src.start) ? `${ymKo(src.start)}부터 ` : ''}${src.name}에서는 ${first}`,
    ]);
  }
  if (first.startsWith('“')) {
    const role = src.position ? `, as ${src.position}` : '';
    if (src.kind === 'project') return `On the ${src.name} project, I wrote in Indonesian: ${first}`;
    if (src.kind === 'episode')
      return `${src.org ? `At ${src.org}` : 'Then'}, as I wrote it in Indonesian: ${first}`;
    return `At ${src.org ?? src.name}${role}, I described my work in Indonesian: ${first}`;
  }
  // "Jadwal Sholat widget was an open-source …" names its tools after its name.
  if (src.kind === 'project' && tools.length && first.startsWith(`${src.name} was `))
    return `${src.name} (${enList(tools)})${first.slice(src.name.length)}`;
  const low = enLowerFirst(first);
  if (!low) return first;
  if (src.kind === 'project')
    return `On the ${src.name} project${tools.length ? ` (${enList(tools)})` : ''}, ${low}`;
  if (src.kind === 'episode') {
    const y = yearOf(src.start);
    return src.org || y
      ? `${src.org ? `At ${src.org}` : ''}${y ? `${src.org ? ' in' : 'In'} ${y}` : ''}, ${low}`
      : first;
  }
  const y = yearOf(src.start);
  return rng.pick([
    `At ${src.name}, ${low}`,
    src.position ? `As ${src.position} at ${src.name}, ${low}` : `At ${src.name}, ${low}`,
    y ? `At ${src.name} (from ${y}), ${low}` : `At ${src.name}, ${low}`,
  ]);
}
