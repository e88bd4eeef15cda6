// A portfolio heading over a link alone ("포트폴리오" over "https://portfolio.example.net/seojh"): the link is no
// project. A project whose name is only a web address, with no description or tools, is dropped; a project
// named by words keeps its link in its text.

/** A web address alone: a scheme or "www." or a domain with a path, no spaces. */
const URL_ONLY = /^(?:https?:\/\/|www\.)\S+$|^[\w-]+(?:\.[\w-]+)+\/\S*$/iu;

type Project = { projectName: string; projectDescription: string; technologiesUsed: string };

/** The projects without those that are a link alone. */
export const withoutLinkOnlyProjects = <T extends Project>(projects: T[]) =>
  projects.filter(
    (p) => !(URL_ONLY.test(p.projectName.trim()) && !p.projectDescription && !p.technologiesUsed),
  );
