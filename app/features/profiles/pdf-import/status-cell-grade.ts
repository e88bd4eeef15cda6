// A school table's status or remarks cell that also gives the grade ("Lulus, IPK 3,28", "졸업 (학점 3.8/4.5)",
// "Graduated · GPA 3.6"): the grade is the school's, read only when labelled (a bare figure in that cell is no
// grade: "2회 수료", "Semester 7").

/** A grade word before a figure. */
const GRADE_LABEL = /(?:학점|평점|\bc?gpa\b|\bipk\b)\s*[:：]?\s*\d/iu;

/** Whether a status cell labels a grade (education.ts reads it then). */
export function labelsGrade(cell: string): boolean {
  return GRADE_LABEL.test(cell);
}
