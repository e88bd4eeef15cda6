// The result screen's data (the route stays thin): the chosen resume, the application its letters are for
// (`?app=`, else the one of its target), the questions offered, and only that application's letters.
import { isEligible } from './credits.server';
import { expireLetters } from './lease.server';
import { letterGroups, type LetterGroup, type LetterItem } from './letters.server';
import { askableQuestions, ownQuestions } from './questions.server';
import { applicationOfProfile, targetFor, targetLabel } from './application-context.server';
import { aiWriterKind } from './writer/index.server';
import { builtinLanguages } from './writer/languages';
import { goodsPath } from '~/features/layout';
import { findProfileWithTarget, isReadOnly, sectionsOf } from '~/features/profiles/index.server';
import type { UserRole } from '#db/schema/enums';
import { httpError } from '~/lib/http.server';
import type { Language } from '~/lib/i18n';
import { parseRowId } from '~/lib/ids';
import { tenantPath } from '~/lib/root-data';
import { companyNameIn } from '~/lib/romanize';

export async function resultScreen(
  viewer: { id: number; role: UserRole },
  domain: string,
  params: URLSearchParams,
  lng: Language,
) {
  const found = await findProfileWithTarget(viewer.id, parseRowId(params.get('id')));
  if (!found) throw httpError(404);
  const { profile } = found;
  const chosen = params.get('app');
  const app = await applicationOfProfile(
    viewer.id,
    profile,
    chosen === null ? undefined : (parseRowId(chosen) ?? 0),
    found.target,
  );
  if (app === 'not-found') throw httpError(404);
  const target = await targetFor(profile, app, found.target);
  const applicationId = app?.id ?? null;
  const tab = params.get('tab') === 'resume' ? ('resume' as const) : ('coverletter' as const);
  const pages = Object.fromEntries(
    [...params].filter(([k]) => /^p\d+$/.test(k)).map(([k, v]) => [Number(k.slice(1)), Number(v) || 1]),
  );
  const read = () =>
    Promise.all([
      // The bank's questions for the target and the member's own for this resume (theirs alone).
      target
        ? askableQuestions(viewer.id, profile.id, target, lng, applicationId)
        : ownQuestions(viewer.id, profile.id),
      isEligible(viewer.id),
      letterGroups(viewer.id, profile.id, pages, applicationId),
    ]);
  let [questions, eligible, letters] = await read();
  // Letters whose writing lease lapsed are failed (and refunded) before the screen shows them; only
  // then is anything written, so a plain view sends no UPDATE.
  if (letters.lapsed) {
    await expireLetters(new Date(), viewer.id);
    [questions, eligible, letters] = await read();
  }
  return {
    tab,
    applicationId,
    // The application the member opened this screen for (`?app=`, from its page): writing for it asks the
    // coach's questions (ADR 0038); the resume's own screen writes from the resume.
    openedApplicationId: chosen === null ? null : applicationId,
    profile: {
      id: profile.id,
      name: profile.name,
      isResume: profile.isResume,
      editable: !isReadOnly(profile),
      // The resume itself only on its tab: the letters' tab does not draw it.
      resume: tab === 'resume' ? { intro: profile.intro, sections: sectionsOf(profile) } : null,
    },
    // A listed Korean company by its English name on English and Indonesian pages; a typed name as typed.
    target: target
      ? targetLabel(
          target,
          target.companyId ? companyNameIn(lng, target.companyName, target.companyNameEn) : target.companyName,
        )
      : null,
    questions,
    eligible,
    goods: tenantPath(domain, goodsPath(viewer.role)),
    writerKind: aiWriterKind(),
    languages:
      aiWriterKind() === 'model'
        ? { langs: ['ko', 'en'] as ('ko' | 'en')[], reason: 'model' as const }
        : builtinLanguages(sectionsOf(profile)),
    groups: letters.groups.map(groupView),
    printMode: letters.printMode,
    printable: letters.printable,
  };
}

/**
 * A group of letters as the screen draws it: each letter without what the page never shows (its writer,
 * language, resume id, stored length and minimum), and of the checker's trace only the sentences no
 * resume entry supports (the ones the page marks), so the page's data carries no more than its markup.
 */
function groupView(group: LetterGroup) {
  return { ...group, items: group.items.map(letterView) };
}

function letterView(item: LetterItem) {
  const f = item.findings;
  return {
    id: item.id,
    content: item.content,
    checked: item.checked,
    createdAt: item.createdAt,
    counts: item.counts,
    maxLetter: item.maxLetter,
    limitType: item.limitType,
    findings: f && {
      withinLength: f.withinLength,
      languageOk: f.languageOk,
      unsupported: f.unsupported,
      advice: f.advice,
      style: f.style,
      sentences: f.sentences
        ?.filter((sentence) => sentence.source === null)
        .map((sentence) => ({ range: sentence.range, source: null })),
      checkedLength: f.checkedLength,
    },
  };
}
