// A project's role line ("Peran: BIM Coordinator", "Role: Tech lead", "역할 : PM") beside its description line
// ("Deskripsi: …", "Description: …", "내용 : …"): the role is who the person was, which a project has no field for;
// it is the description only when nothing else describes the project. Read as part of the description, every
// description began with the role.
const ROLE = /^\s*(?:[-–•·▪]\s*)?(?:역할|담당\s*역할|참여\s*역할|role|my role|peran|peran saya)\s*[:：]/iu;

export const isRoleLine = (line: string) => ROLE.test(line);
