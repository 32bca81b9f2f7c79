// Architecture and built-environment titles, and game development titles.
import {
  DIRECTOR,
  defineTitles,
  ENTRY_LEVEL,
  EXECUTIVE,
  EXPERIENCED,
  MANAGER,
  type TitleDef,
} from './title-def';

export const ARCHITECTURE_TITLES: readonly TitleDef[] = defineTitles('architecture', [
  {
    name: 'Architect',
    synonyms: 'Licensed Architect; Registered Architect; Staff Architect',
    minYears: 3,
    skills:
      'Architectural Design; Autodesk Revit; AutoCAD; Building Information Modeling; Construction Documents; Building Codes; Design Development; Construction Administration; SketchUp; Design Presentations',
    industries: 'Architecture and Planning; Construction; Engineering Services',
    majors: 'architecture; architectural-engineering',
    certifications: 'Registered Architect (ARE); NCARB Certificate; LEED AP BD+C',
  },
  {
    name: 'Architectural Designer',
    synonyms: 'Architecture Designer; Intern Architect; Architectural Associate',
    seniorities: ENTRY_LEVEL,
    skills:
      'Architectural Design; Autodesk Revit; AutoCAD; Rhinoceros 3D; SketchUp; Adobe Creative Cloud; Architectural Rendering; Model Making; Schematic Design',
    industries: 'Architecture and Planning; Design Services',
    majors: 'architecture; interior-design',
    certifications: 'LEED Green Associate',
  },
  {
    name: 'Project Architect',
    synonyms: 'Job Captain; Architectural Project Manager',
    seniorities: EXPERIENCED,
    minYears: 6,
    skills:
      'Construction Documents; Construction Administration; Autodesk Revit; Building Codes; Specifications Writing; Submittals; MEP Coordination; Client Relationship Management; Project Management',
    industries: 'Architecture and Planning; Construction',
    majors: 'architecture',
    certifications: 'Registered Architect (ARE); LEED AP BD+C',
  },
  {
    name: 'Landscape Architect',
    synonyms: 'Landscape Designer; Site Designer',
    skills:
      'Landscape Architecture; AutoCAD; Site Planning; Stormwater Management; Adobe Creative Cloud; SketchUp; Planting Design; Urban Design; Geographic Information Systems',
    industries: 'Architecture and Planning; Civil Engineering; Government Administration',
    majors: 'landscape-architecture; horticulture; urban-planning',
    certifications: 'Licensed Landscape Architect (LARE)',
  },
  {
    name: 'Interior Designer',
    synonyms: 'Interior Architect; Commercial Interior Designer; Interior Design Consultant',
    skills:
      'Interior Design; Space Planning; Furniture, Fixtures and Equipment; Autodesk Revit; AutoCAD; SketchUp; Enscape; Lighting Design; Workplace Design; Design Presentations',
    industries: 'Architecture and Planning; Design Services; Hospitality; Retail',
    majors: 'interior-design; architecture',
    certifications: 'NCIDQ Certification; LEED AP ID+C',
  },
  {
    name: 'Urban Planner',
    synonyms: 'City Planner; Town Planner; Land Use Planner; Planner',
    skills:
      'Urban Planning; Land Use Planning; Geographic Information Systems; Community Engagement; Transportation Planning; Policy Analysis; ArcGIS; Report Writing; Master Planning',
    industries: 'Government Administration; Architecture and Planning; Civil Engineering',
    majors: 'urban-planning; urban-studies; geography; public-policy',
    certifications: 'American Institute of Certified Planners (AICP)',
  },
  {
    name: 'Civil Engineer',
    synonyms: 'Civil Design Engineer; Site Civil Engineer; Transportation Engineer; Water Resources Engineer',
    skills:
      'Civil Site Design; AutoCAD Civil 3D; Stormwater Management; Highway Design; Water Resources Engineering; Land Surveying; Building Inspection; Project Management; MicroStation',
    industries: 'Civil Engineering; Engineering Services; Government Administration; Construction',
    majors: 'civil-engineering; transportation-engineering; water-resources-engineering',
    certifications: 'Engineer in Training (EIT); Professional Engineer (PE) License',
  },
  {
    name: 'Structural Engineer',
    synonyms: 'Structural Design Engineer; Bridge Engineer',
    skills:
      'Structural Analysis; Structural Design; Steel Design; Reinforced Concrete Design; Seismic Design; ETABS; SAP2000; Revit Structure; Timber Design; Building Codes',
    industries: 'Civil Engineering; Engineering Services; Architecture and Planning; Construction',
    majors: 'structural-engineering; civil-engineering; architectural-engineering',
    certifications:
      'Engineer in Training (EIT); Professional Engineer (PE) License; Structural Engineer (SE) License',
  },
  {
    name: 'MEP Engineer',
    synonyms: 'Mechanical, Electrical and Plumbing Engineer; Building Services Engineer; HVAC Engineer',
    skills:
      'MEP Coordination; HVAC Design; Electrical Design; Plumbing Design; Revit MEP; AutoCAD; Building Energy Modeling; Fire Protection Engineering; Building Codes',
    industries: 'Engineering Services; Architecture and Planning; Construction',
    majors: 'mechanical-engineering; architectural-engineering; electrical-engineering',
    certifications: 'Professional Engineer (PE) License; LEED AP BD+C',
  },
  {
    name: 'BIM Coordinator',
    synonyms: 'BIM Specialist; BIM Technician; BIM Modeler; Revit Technician',
    skills:
      'Building Information Modeling; BIM Coordination; Autodesk Revit; Autodesk Navisworks; Autodesk BIM 360; AutoCAD; Dynamo; MEP Coordination',
    industries: 'Architecture and Planning; Construction; Engineering Services',
    majors: 'architecture; construction-management; architectural-engineering',
    certifications: 'Autodesk Certified Professional: Revit for Architectural Design',
  },
  {
    name: 'CAD Drafter',
    synonyms: 'Drafter; Architectural Drafter; CAD Technician; Draftsman; CAD Designer',
    seniorities: ENTRY_LEVEL,
    skills:
      'AutoCAD; Architectural Drafting; Autodesk Revit; MicroStation; Construction Documents; Building Codes; Attention to Detail',
    industries: 'Architecture and Planning; Engineering Services; Construction',
    majors: 'architecture; civil-engineering; construction-management',
    certifications: 'Autodesk Certified Professional: AutoCAD',
  },
  {
    name: 'Sustainability Consultant',
    synonyms: 'Sustainable Design Consultant; Building Performance Analyst; LEED Consultant',
    skills:
      'Sustainable Design; LEED; Building Energy Modeling; Daylighting Analysis; Life Cycle Assessment; Carbon Accounting; IES VE; Passive House; Report Writing',
    industries: 'Architecture and Planning; Engineering Services; Environmental Services',
    majors: 'architecture; environmental-engineering; sustainability-studies',
    certifications: 'LEED AP BD+C; WELL AP; Certified Passive House Designer',
  },
  {
    name: 'Construction Project Manager',
    synonyms: "Construction Manager; Site Manager; Owner's Representative",
    minYears: 3,
    skills:
      'Construction Management; Construction Scheduling; Procore; Construction Estimating; Submittals; Construction Safety; Budgeting; Construction Contracts; Stakeholder Management; Primavera P6',
    industries: 'Construction; Civil Engineering; Real Estate',
    majors: 'construction-management; civil-engineering; architecture',
    certifications:
      'Certified Construction Manager (CCM); OSHA 30-Hour Construction; Project Management Professional (PMP)',
  },
  {
    name: 'Cost Estimator',
    synonyms: 'Construction Estimator; Estimator; Quantity Surveyor; Preconstruction Estimator',
    skills:
      'Construction Estimating; Quantity Surveying; Bluebeam Revu; Microsoft Excel; Value Engineering; Construction Contracts; Negotiation; Attention to Detail',
    industries: 'Construction; Engineering Services; Civil Engineering',
    majors: 'construction-management; civil-engineering; surveying',
  },
  {
    name: 'Land Surveyor',
    synonyms: 'Surveyor; Professional Land Surveyor; Survey Technician',
    skills:
      'Land Surveying; AutoCAD Civil 3D; Geographic Information Systems; Lidar; Attention to Detail; Field Research',
    industries: 'Civil Engineering; Engineering Services; Construction; Government Administration',
    majors: 'surveying; civil-engineering; geographic-information-science',
  },
  {
    name: 'Building Inspector',
    synonyms: 'Construction Inspector; Code Enforcement Officer; Plans Examiner',
    minYears: 3,
    skills:
      'Building Inspection; Building Codes; Life Safety Codes; ADA Compliance; Permitting; Report Writing; Construction Safety',
    industries: 'Government Administration; Construction; Engineering Services',
    majors: 'construction-management; civil-engineering; architecture',
  },
  {
    name: 'BIM Manager',
    synonyms: 'Digital Design Manager; VDC Manager; Virtual Design and Construction Manager',
    seniorities: MANAGER,
    minYears: 7,
    skills:
      'Building Information Modeling; BIM Coordination; Autodesk Revit; Autodesk Navisworks; Dynamo; Parametric Design; People Management; Training Delivery; Standard Operating Procedures',
    industries: 'Architecture and Planning; Construction; Engineering Services',
    majors: 'architecture; construction-management',
  },
  {
    name: 'Principal Architect',
    synonyms: 'Design Principal; Firm Principal; Architecture Partner; Associate Principal',
    seniorities: DIRECTOR,
    minYears: 15,
    skills:
      'Architectural Design; Client Relationship Management; Business Development; Design Presentations; Master Planning; People Management; Profit and Loss Management; Proposal Writing',
    industries: 'Architecture and Planning',
    majors: 'architecture',
    certifications: 'Registered Architect (ARE); NCARB Certificate; LEED AP BD+C',
  },
  {
    name: 'Planning Director',
    synonyms: 'Director of Planning; Director of Planning and Development; Community Development Director',
    seniorities: DIRECTOR,
    minYears: 12,
    skills:
      'Urban Planning; Land Use Planning; Community Engagement; Public Administration; Budgeting; People Management; Policy Analysis; Public Speaking',
    industries: 'Government Administration; Architecture and Planning',
    majors: 'urban-planning; public-administration',
    certifications: 'American Institute of Certified Planners (AICP)',
  },
  {
    name: 'Managing Principal',
    synonyms: 'Founding Principal; Architecture Firm Owner',
    seniorities: EXECUTIVE,
    minYears: 18,
    skills:
      'Architectural Design; Business Strategy; Client Relationship Management; Business Development; Profit and Loss Management; People Management; Strategic Planning',
    industries: 'Architecture and Planning',
    majors: 'architecture',
    certifications: 'Registered Architect (ARE)',
  },
]);

export const GAME_TITLES: readonly TitleDef[] = defineTitles('game', [
  {
    name: 'Game Developer',
    synonyms: 'Game Programmer; Unity Developer; Unreal Developer; Game Engineer',
    skills:
      'Unity; C#; Unreal Engine; C++; Gameplay Programming; Game Design; Git; Debugging; Object-Oriented Programming; Game Performance Optimization',
    industries: 'Computer Games; Mobile Gaming Apps',
    majors: 'computer-science; game-design; software-engineering',
    certifications: 'Unity Certified Programmer; Unity Certified Associate: Game Developer',
  },
  {
    name: 'Gameplay Engineer',
    synonyms: 'Gameplay Programmer; Gameplay Developer',
    skills:
      'Gameplay Programming; C++; Unreal Engine; Unreal Blueprints; Game AI; Physics Programming; Animation Programming; Perforce; Debugging; Game Performance Optimization',
    industries: 'Computer Games',
    majors: 'computer-science; game-design',
  },
  {
    name: 'Graphics Engineer',
    synonyms: 'Rendering Engineer; Graphics Programmer; Rendering Programmer',
    skills:
      'Graphics Programming; Shader Programming; C++; DirectX; Vulkan; OpenGL; Metal; Game Performance Optimization; 3D Math; GPU Profiling',
    industries: 'Computer Games; Computer Hardware Manufacturing; Software Development',
    majors: 'computer-science; computer-graphics; mathematics',
  },
  {
    name: 'Engine Programmer',
    synonyms: 'Game Engine Programmer; Engine Developer; Core Technology Engineer',
    minYears: 2,
    skills:
      'Game Engine Development; C++; Memory Management; Concurrency; Console Development; Performance Tuning; Proprietary Game Engines; Tools Programming; Debugging',
    industries: 'Computer Games',
    majors: 'computer-science; computer-engineering',
  },
  {
    name: 'Multiplayer Engineer',
    synonyms: 'Network Programmer; Online Engineer; Multiplayer Programmer; Game Server Engineer',
    skills:
      'Multiplayer Networking; Online Services; C++; Distributed Systems; Photon Engine; PlayFab; Amazon Web Services; Go; Game Performance Optimization',
    industries: 'Computer Games; Mobile Gaming Apps',
    majors: 'computer-science; software-engineering',
  },
  {
    name: 'Tools Programmer',
    synonyms: 'Game Tools Engineer; Tools Engineer; Pipeline Engineer',
    skills:
      'Tools Programming; C#; C++; Python; Unreal Engine; Unity; Perforce; User Interface Design; Build Engineering',
    industries: 'Computer Games; Animation and Post-production',
    majors: 'computer-science; software-engineering',
  },
  {
    name: 'Game Designer',
    synonyms: 'Video Game Designer; Gameplay Designer',
    skills:
      'Game Design; Game Systems Design; Game Balancing; Level Design; Playtesting; Unreal Blueprints; Unity; Microsoft Excel; Game Analytics; Technical Writing',
    industries: 'Computer Games; Mobile Gaming Apps',
    majors: 'game-design; computer-science; psychology',
  },
  {
    name: 'Level Designer',
    synonyms: 'Level Design Artist; World Designer; Mission Designer',
    skills:
      'Level Design; Unreal Engine; Unreal Blueprints; Game Design; Quest Design; Playtesting; Environment Art; Lua',
    industries: 'Computer Games',
    majors: 'game-design; architecture',
  },
  {
    name: 'Systems Designer',
    synonyms: 'Game Systems Designer; Economy Designer; Combat Designer; Balance Designer',
    skills:
      'Game Systems Design; Game Economy Design; Combat Design; Game Balancing; Microsoft Excel; Monetization Design; Game Analytics; Playtesting',
    industries: 'Computer Games; Mobile Gaming Apps',
    majors: 'game-design; mathematics; economics',
  },
  {
    name: 'Narrative Designer',
    synonyms: 'Game Writer; Narrative Writer; Story Designer',
    skills:
      'Narrative Design; Game Writing; Quest Design; Creative Writing; Storytelling; Character Design; Game Design',
    industries: 'Computer Games',
    majors: 'creative-writing; english; game-design; film-studies',
  },
  {
    name: 'Technical Artist',
    synonyms: 'Tech Artist; Technical Art Director; Rigging Technical Artist',
    skills:
      'Technical Art; Shader Programming; Houdini; Autodesk Maya; Python; Unreal Engine; Rigging; Procedural Generation; Game Performance Optimization',
    industries: 'Computer Games; Animation and Post-production',
    majors: 'computer-graphics; game-design; animation',
  },
  {
    name: '3D Artist',
    synonyms: '3D Modeler; 3D Generalist; Prop Artist; Game Artist',
    skills:
      '3D Modeling; Autodesk Maya; Blender; ZBrush; Adobe Substance 3D Painter; Texturing; UV Mapping; PBR Materials; Hard Surface Modeling',
    industries: 'Computer Games; Animation and Post-production; Advertising Services',
    majors: 'animation; game-design; fine-arts; computer-graphics',
    certifications: 'Unity Certified 3D Artist; Autodesk Certified Professional: Maya',
  },
  {
    name: 'Character Artist',
    synonyms: 'Character Modeler; Creature Artist',
    skills:
      'Character Art; Digital Sculpting; ZBrush; Autodesk Maya; Marvelous Designer; Texturing; Retopology; Adobe Substance 3D Painter; Figure Drawing',
    industries: 'Computer Games; Animation and Post-production',
    majors: 'animation; fine-arts; illustration',
  },
  {
    name: 'Environment Artist',
    synonyms: 'Environment Modeler; World Artist; Lighting Artist',
    skills:
      'Environment Art; 3D Modeling; Unreal Engine; Adobe Substance 3D Designer; SpeedTree; Lighting Art; PBR Materials; Level Design',
    industries: 'Computer Games',
    majors: 'animation; game-design; fine-arts',
  },
  {
    name: 'Concept Artist',
    synonyms: 'Visual Development Artist; Vis Dev Artist; Concept Designer',
    skills:
      'Concept Art; Illustration; Adobe Photoshop; Character Design; Sketching; Color Theory; Digital Sculpting; Environment Art',
    industries: 'Computer Games; Animation and Post-production; Movies, Videos, and Sound',
    majors: 'illustration; fine-arts; animation',
  },
  {
    name: 'Game Animator',
    synonyms: '3D Animator; Character Animator; Gameplay Animator; Animator',
    skills:
      'Character Animation; 3D Animation; Autodesk Maya; MotionBuilder; Motion Capture; Rigging; Unreal Engine; Blender',
    industries: 'Computer Games; Animation and Post-production',
    majors: 'animation; game-design; fine-arts',
  },
  {
    name: 'VFX Artist',
    synonyms: 'Visual Effects Artist; Real-Time VFX Artist; FX Artist',
    skills:
      'Visual Effects; Houdini; Unreal Engine; Shader Programming; Adobe After Effects; Nuke; Procedural Generation; Unity',
    industries: 'Computer Games; Animation and Post-production; Movies, Videos, and Sound',
    majors: 'animation; computer-graphics; digital-media',
  },
  {
    name: 'Game UI Artist',
    synonyms: 'UI Artist; Game UI/UX Designer; HUD Artist',
    skills:
      'Game UI Design; User Interface Design; Adobe Photoshop; Figma; Iconography; Motion Design; Unity; Unreal Engine',
    industries: 'Computer Games; Mobile Gaming Apps',
    majors: 'graphic-design; game-design; user-experience-design',
  },
  {
    name: 'Sound Designer',
    synonyms: 'Audio Designer; Game Audio Designer; Sound Effects Designer',
    skills:
      'Sound Design; Game Audio; Wwise; FMOD; Audio Programming; Music Composition; Unreal Engine; Pro Tools',
    industries: 'Computer Games; Movies, Videos, and Sound; Animation and Post-production',
    majors: 'audio-engineering; music-technology; music',
  },
  {
    name: 'Game Tester',
    synonyms: 'QA Tester; Game QA Tester; Quality Assurance Tester; Video Game Tester',
    seniorities: ENTRY_LEVEL,
    skills:
      'Game Testing; Playtesting; Regression Testing; Jira; Certification Testing; Console Development; Attention to Detail; Exploratory Testing',
    industries: 'Computer Games; Mobile Gaming Apps',
    majors: 'game-design; computer-science',
  },
  {
    name: 'Game Producer',
    synonyms: 'Associate Producer; Development Producer; Game Project Manager',
    minYears: 2,
    skills:
      'Game Production; Project Management; Agile Methodologies; Scrum; Jira; Stakeholder Management; Risk Mitigation; Live Operations; Budgeting',
    industries: 'Computer Games; Mobile Gaming Apps',
    majors: 'game-design; business-administration',
    certifications: 'Certified ScrumMaster (CSM)',
  },
  {
    name: 'Live Operations Manager',
    synonyms: 'LiveOps Manager; Live Ops Producer; Game Operations Manager',
    seniorities: MANAGER,
    minYears: 4,
    skills:
      'Live Operations; Game Analytics; Player Retention; Monetization Design; A/B Testing; Event Planning; Game Economy Design; SQL',
    industries: 'Mobile Gaming Apps; Computer Games',
    majors: 'game-design; business-administration; economics',
  },
  {
    name: 'Game Director',
    synonyms: 'Game Design Director; Creative Director, Games',
    seniorities: DIRECTOR,
    minYears: 12,
    skills:
      'Game Design; Creative Direction; Narrative Design; Team Leadership; Game Production; Strategic Thinking; Stakeholder Management; Playtesting',
    industries: 'Computer Games',
    majors: 'game-design; computer-science; fine-arts',
  },
  {
    name: 'Technical Director',
    synonyms: 'Studio Technical Director; Game Technical Director',
    seniorities: DIRECTOR,
    minYears: 12,
    skills:
      'Game Engine Development; Technical Leadership; Software Architecture; C++; Console Development; Game Performance Optimization; People Management; Strategic Planning',
    industries: 'Computer Games',
    majors: 'computer-science; software-engineering',
  },
  {
    name: 'Studio Head',
    synonyms: 'Studio Director; Head of Studio; Studio General Manager',
    seniorities: EXECUTIVE,
    minYears: 15,
    skills:
      'Game Production; Business Strategy; Profit and Loss Management; Organizational Design; Strategic Planning; Game Design; Executive Communications; Budgeting',
    industries: 'Computer Games; Mobile Gaming Apps',
    majors: 'game-design; business-administration; computer-science',
  },
]);
