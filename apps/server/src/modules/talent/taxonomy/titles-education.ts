// Education titles: early years to university, the specialists around the classroom and the
// leaders of schools, colleges and districts.
import {
  DIRECTOR,
  defineTitles,
  ENTRY_LEVEL,
  EXECUTIVE,
  EXPERIENCED,
  MANAGER,
  type TitleDef,
} from './title-def';

const SCHOOLS = 'Primary and Secondary Education';
const TEACHER_CORE =
  'Teaching; Lesson Planning; Classroom Management; Differentiated Instruction; Student Assessment; Parent Communication';

export const EDUCATION_TITLES: readonly TitleDef[] = defineTitles('education', [
  {
    name: 'Teacher',
    synonyms: 'Classroom Teacher; Educator; Certified Teacher; Schoolteacher',
    skills: `${TEACHER_CORE}; Curriculum Development; Google Classroom; Social-Emotional Learning`,
    industries: SCHOOLS,
    majors: 'education; elementary-education; secondary-education',
    certifications: 'State Teaching License',
  },
  {
    name: 'Elementary School Teacher',
    synonyms: 'Primary School Teacher; Elementary Teacher; Grade School Teacher; Kindergarten Teacher',
    skills: `${TEACHER_CORE}; Literacy Instruction; Mathematics Instruction; Social-Emotional Learning; Positive Behavior Interventions and Supports; Common Core Standards`,
    industries: SCHOOLS,
    majors: 'elementary-education; education; child-development',
    certifications: 'State Teaching License; National Board Certification (NBCT)',
  },
  {
    name: 'Middle School Teacher',
    synonyms: 'Middle School Math Teacher; Middle School Science Teacher; Junior High Teacher',
    skills: `${TEACHER_CORE}; Mathematics Instruction; Science Instruction; Project-Based Learning; Response to Intervention; Google Classroom`,
    industries: SCHOOLS,
    majors: 'education; secondary-education; mathematics-education',
    certifications: 'State Teaching License',
  },
  {
    name: 'High School Teacher',
    synonyms:
      'Secondary School Teacher; High School Math Teacher; High School English Teacher; High School Science Teacher; Secondary Teacher',
    skills: `${TEACHER_CORE}; Curriculum Development; Advanced Placement; Standardized Test Preparation; Data-Driven Instruction; Canvas LMS`,
    industries: SCHOOLS,
    majors: 'secondary-education; mathematics-education; english; biology',
    certifications: 'State Teaching License; Qualified Teacher Status (QTS)',
  },
  {
    name: 'Special Education Teacher',
    synonyms:
      'SPED Teacher; Special Ed Teacher; Learning Support Teacher; Resource Room Teacher; Intervention Specialist',
    skills: `Special Education; Individualized Education Programs; Differentiated Instruction; Behavior Intervention Plans; Applied Behavior Analysis; Response to Intervention; Parent Communication; Classroom Management; Student Assessment`,
    industries: SCHOOLS,
    majors: 'special-education; education; educational-psychology',
    certifications: 'Special Education Teaching Certification; State Teaching License',
  },
  {
    name: 'ESL Teacher',
    synonyms:
      'English as a Second Language Teacher; EFL Teacher; ELL Teacher; English Language Teacher; TESOL Instructor',
    skills:
      'Teaching English as a Second Language; Language Teaching; Lesson Planning; Differentiated Instruction; Student Assessment; Cultural Awareness; Online Teaching; Classroom Management',
    industries: `${SCHOOLS}; E-Learning Providers; Higher Education; Professional Training and Coaching`,
    majors: 'teaching-english-as-a-second-language; applied-linguistics; english; education',
    certifications: 'CELTA; TEFL Certificate (120-Hour); State Teaching License',
  },
  {
    name: 'Preschool Teacher',
    synonyms: 'Early Childhood Educator; Pre-K Teacher; Early Years Teacher; Nursery Teacher',
    skills:
      'Early Childhood Education; Child Development; Classroom Management; Lesson Planning; Social-Emotional Learning; Parent Communication; Montessori; First Aid',
    industries: SCHOOLS,
    majors: 'early-childhood-education; child-development; education',
    certifications: 'Child Development Associate (CDA) Credential; CPR and First Aid',
  },
  {
    name: 'Childcare Worker',
    synonyms: 'Daycare Teacher; Childcare Assistant; Child Care Provider; Nanny',
    seniorities: ENTRY_LEVEL,
    skills:
      'Child Care; Child Development; Early Childhood Education; First Aid; Parent Communication; Classroom Management; Lesson Planning',
    industries: `${SCHOOLS}; Consumer Services`,
    majors: 'early-childhood-education; child-development',
    certifications: 'CPR and First Aid; Child Development Associate (CDA) Credential',
  },
  {
    name: 'Teaching Assistant',
    synonyms: 'Paraprofessional; Teacher Aide; Instructional Aide; Classroom Assistant; Paraeducator',
    seniorities: ENTRY_LEVEL,
    skills:
      'Classroom Management; Special Education; Tutoring; Student Support Services; Literacy Instruction; Parent Communication; Teamwork',
    industries: SCHOOLS,
    majors: 'education; child-development; psychology',
  },
  {
    name: 'Substitute Teacher',
    synonyms: 'Supply Teacher; Relief Teacher; Guest Teacher; Substitute Educator',
    seniorities: ENTRY_LEVEL,
    skills:
      'Classroom Management; Teaching; Lesson Planning; Adaptability; Communication; Student Assessment',
    industries: SCHOOLS,
    majors: 'education; liberal-arts',
  },
  {
    name: 'Tutor',
    synonyms: 'Private Tutor; Academic Tutor; Math Tutor; Online Tutor; Learning Coach',
    seniorities: ENTRY_LEVEL,
    skills:
      'Tutoring; Standardized Test Preparation; Mathematics Instruction; Literacy Instruction; Online Teaching; Differentiated Instruction; Communication',
    industries: 'E-Learning Providers; Primary and Secondary Education; Professional Training and Coaching',
    majors: 'education; mathematics; english',
  },
  {
    name: 'School Counselor',
    synonyms: 'Guidance Counselor; School Guidance Counselor; College Counselor; Student Counselor',
    skills:
      'School Counseling; College Counseling; Academic Advising; Social-Emotional Learning; Crisis Intervention; Individualized Education Programs; Parent Communication; Mental Health Counseling',
    industries: SCHOOLS,
    majors: 'counseling; educational-psychology; psychology; education',
    certifications: 'National Certified School Counselor (NCSC)',
  },
  {
    name: 'Instructional Designer',
    synonyms: 'Learning Experience Designer; eLearning Developer; Learning Designer; Course Designer',
    skills:
      'Instructional Design; ADDIE Model; E-Learning Development; Articulate Storyline; Articulate Rise; Adobe Captivate; Learning Management Systems; SCORM; Curriculum Development; Storyboarding',
    industries:
      'E-Learning Providers; Higher Education; Professional Training and Coaching; Hospitals and Health Care',
    majors: 'instructional-design; education; curriculum-and-instruction',
  },
  {
    name: 'Curriculum Developer',
    synonyms: 'Curriculum Specialist; Curriculum Designer; Curriculum Writer; Educational Content Developer',
    minYears: 3,
    skills:
      'Curriculum Development; Assessment Design; State Standards Alignment; Instructional Design; Educational Research; Editing; Project Management',
    industries: 'E-Learning Providers; Primary and Secondary Education; Book and Periodical Publishing',
    majors: 'curriculum-and-instruction; education; instructional-design',
  },
  {
    name: 'Instructional Coach',
    synonyms: 'Teacher Coach; Literacy Coach; Math Coach; Academic Coach',
    seniorities: EXPERIENCED,
    minYears: 5,
    skills:
      'Instructional Coaching; Teacher Training; Data-Driven Instruction; Curriculum Development; Classroom Management; Facilitation; Literacy Instruction',
    industries: SCHOOLS,
    majors: 'curriculum-and-instruction; education; educational-leadership',
    certifications: 'State Teaching License',
  },
  {
    name: 'Professor',
    synonyms: 'Assistant Professor; Associate Professor; Full Professor; Tenured Professor; Faculty Member',
    seniorities: EXPERIENCED,
    minYears: 5,
    skills:
      'University Teaching; Scientific Publishing; Grant Writing; Research Design; Thesis Supervision; Curriculum Development; Peer Review; Public Speaking',
    industries: 'Higher Education',
    majors: 'higher-education; physics; history; economics',
  },
  {
    name: 'Lecturer',
    synonyms: 'Adjunct Professor; Adjunct Instructor; College Instructor; Adjunct Faculty; Teaching Fellow',
    skills:
      'University Teaching; Curriculum Development; Online Teaching; Student Assessment; Canvas LMS; Academic Advising; Public Speaking',
    industries: 'Higher Education',
    majors: 'higher-education; english; mathematics; business-administration',
  },
  {
    name: 'Academic Advisor',
    synonyms: 'Student Advisor; Academic Counselor; Success Coach; Student Success Advisor',
    skills:
      'Academic Advising; Student Support Services; Student Affairs; Career Development; Registrar Operations; Motivational Interviewing; Communication',
    industries: 'Higher Education',
    majors: 'higher-education; counseling; psychology',
  },
  {
    name: 'Admissions Counselor',
    synonyms: 'Admissions Officer; Admissions Representative; Enrollment Counselor; Admissions Advisor',
    seniorities: ENTRY_LEVEL,
    skills:
      'Admissions; Public Speaking; Customer Relationship Management; Event Planning; Relationship Building; Slate',
    industries: 'Higher Education; E-Learning Providers',
    majors: 'communications; higher-education; marketing',
  },
  {
    name: 'Librarian',
    synonyms:
      'School Librarian; Media Specialist; Reference Librarian; Library Media Specialist; Academic Librarian',
    skills:
      'Library Services; Research Skills; Information Literacy Instruction; Instructional Technology; Records Management; Community Engagement; Teaching',
    industries: 'Primary and Secondary Education; Higher Education; Government Administration',
    majors: 'library-science; information-science; education',
  },
  {
    name: 'Assistant Principal',
    synonyms: 'Vice Principal; Deputy Head Teacher; Dean of Students',
    seniorities: MANAGER,
    minYears: 7,
    skills:
      'Educational Leadership; School Administration; Classroom Management; Teacher Training; Positive Behavior Interventions and Supports; Parent Communication; Data-Driven Instruction; Conflict Resolution',
    industries: SCHOOLS,
    majors: 'educational-leadership; education',
    certifications: 'School Administrator License; State Teaching License',
  },
  {
    name: 'Principal',
    synonyms: 'School Principal; Head Teacher; Headmaster; Head of School; Headteacher',
    seniorities: DIRECTOR,
    minYears: 10,
    skills:
      'Educational Leadership; School Administration; Budgeting; Teacher Training; Curriculum Development; Community Engagement; People Management; Accreditation',
    industries: SCHOOLS,
    majors: 'educational-leadership; education',
    certifications: 'School Administrator License',
  },
  {
    name: 'Dean',
    synonyms: 'Academic Dean; Dean of Faculty; Associate Dean; Dean of Academic Affairs',
    seniorities: DIRECTOR,
    minYears: 15,
    skills:
      'Educational Leadership; Accreditation; Budgeting; Strategic Planning; Curriculum Development; Fundraising; People Management; Student Affairs',
    industries: 'Higher Education',
    majors: 'higher-education; educational-leadership',
  },
  {
    name: 'Superintendent',
    synonyms: 'School Superintendent; District Superintendent; Chief Education Officer',
    seniorities: EXECUTIVE,
    minYears: 18,
    skills:
      'Educational Leadership; Strategic Planning; Public Sector Budgeting; Community Engagement; Public Speaking; Policy Analysis; People Management',
    industries: 'Primary and Secondary Education; Government Administration',
    majors: 'educational-leadership; education; public-administration',
    certifications: 'School Administrator License',
  },
  {
    name: 'University President',
    synonyms: 'College President; Chancellor; Vice-Chancellor; Provost',
    seniorities: EXECUTIVE,
    minYears: 20,
    skills:
      'Educational Leadership; Fundraising; Strategic Planning; Board Reporting; Budgeting; Accreditation; Public Speaking; Executive Communications',
    industries: 'Higher Education',
    majors: 'higher-education; educational-leadership',
  },
]);
