// Engineering titles, part two: embedded, electrical and silicon, mechanical, robotics and
// controls, systems and aerospace, and the process and energy disciplines.
import { defineTitles, type TitleDef } from './title-def';

export const HARDWARE_ENGINEERING_TITLES: readonly TitleDef[] = defineTitles('engineering', [
  {
    name: 'Embedded Software Engineer',
    synonyms: 'Embedded Engineer; Embedded Systems Engineer; Embedded Developer',
    skills:
      'Embedded C; C++; Embedded Systems; Real-Time Operating Systems; Microcontrollers; ARM Cortex-M; I2C; SPI Protocol; UART; Debugging; Embedded Linux; Git',
    industries:
      'Appliances, Electrical, and Electronics Manufacturing; Medical Equipment Manufacturing; Motor Vehicle Manufacturing; Defense and Space Manufacturing',
    majors: 'computer-engineering; electrical-engineering; embedded-systems',
  },
  {
    name: 'Firmware Engineer',
    synonyms: 'Firmware Developer; Embedded Firmware Engineer; BIOS Engineer',
    skills:
      'Firmware Development; Embedded C; C; Assembly Language; Bootloaders; Device Drivers; Real-Time Operating Systems; Hardware Bring-Up; Test Equipment; Python',
    industries:
      'Computer Hardware Manufacturing; Semiconductor Manufacturing; Appliances, Electrical, and Electronics Manufacturing; Medical Equipment Manufacturing',
    majors: 'computer-engineering; electrical-engineering',
  },
  {
    name: 'Hardware Engineer',
    synonyms: 'Electronics Engineer; Hardware Design Engineer; Board Design Engineer',
    skills:
      'Circuit Design; PCB Design; Altium Designer; Analog Circuit Design; Digital Design; Hardware Bring-Up; Test Equipment; SPICE; Electromagnetic Compatibility; Power Electronics',
    industries:
      'Computer Hardware Manufacturing; Appliances, Electrical, and Electronics Manufacturing; Medical Equipment Manufacturing; Defense and Space Manufacturing',
    majors: 'electrical-engineering; electronics-engineering; computer-engineering',
    clearanceLikely: true,
  },
  {
    name: 'Electrical Engineer',
    synonyms: 'EE; Electrical Design Engineer; Power Engineer',
    skills:
      'Circuit Design; Power Systems; Power Electronics; Control Systems; AutoCAD; MATLAB; PLC Programming; Electrical Design; Instrumentation; Test Equipment',
    industries:
      'Utilities; Engineering Services; Industrial Machinery Manufacturing; Renewable Energy Power Generation',
    majors: 'electrical-engineering; electronics-engineering; energy-engineering',
    certifications: 'Professional Engineer (PE) License; Engineer in Training (EIT)',
  },
  {
    name: 'FPGA Engineer',
    synonyms: 'FPGA Design Engineer; FPGA Developer; RTL Engineer',
    skills:
      'FPGA; Verilog; VHDL; SystemVerilog; Digital Design; Static Timing Analysis; Digital Signal Processing; MATLAB; Python; Hardware Bring-Up',
    industries:
      'Defense and Space Manufacturing; Semiconductor Manufacturing; Telecommunications; Capital Markets',
    majors: 'electrical-engineering; computer-engineering',
    clearanceLikely: true,
  },
  {
    name: 'ASIC Design Engineer',
    synonyms: 'ASIC Engineer; Chip Design Engineer; Silicon Design Engineer; RTL Design Engineer',
    skills:
      'ASIC Design; Verilog; SystemVerilog; Digital Design; Static Timing Analysis; Synopsys Design Compiler; Computer Architecture; Physical Design; Python',
    industries: 'Semiconductor Manufacturing; Computer Hardware Manufacturing; Telecommunications',
    majors: 'electrical-engineering; computer-engineering',
  },
  {
    name: 'Design Verification Engineer',
    synonyms: 'DV Engineer; Verification Engineer; ASIC Verification Engineer',
    skills:
      'Design Verification; SystemVerilog; Universal Verification Methodology; Verilog; Python; Computer Architecture; Digital Design; Debugging; Perl',
    industries: 'Semiconductor Manufacturing; Computer Hardware Manufacturing',
    majors: 'electrical-engineering; computer-engineering',
  },
  {
    name: 'RF Engineer',
    synonyms: 'Radio Frequency Engineer; RF Design Engineer; Microwave Engineer; Antenna Engineer',
    skills:
      'RF Engineering; Antenna Design; Microwave Engineering; Digital Signal Processing; Radar Systems; Electronic Warfare; MATLAB; Test Equipment; Circuit Design; Electromagnetic Compatibility',
    industries: 'Defense and Space Manufacturing; Telecommunications; Computer Networking Products',
    majors: 'electrical-engineering; telecommunications-engineering; physics',
    clearanceLikely: true,
  },
  {
    name: 'Mechanical Engineer',
    synonyms: 'Mechanical Design Engineer; ME; Design Engineer',
    skills:
      'Mechanical Design; SolidWorks; Computer-Aided Design; Finite Element Analysis; Geometric Dimensioning and Tolerancing; Design for Manufacturing; Thermal Analysis; Rapid Prototyping; Root Cause Analysis; MATLAB',
    industries:
      'Industrial Machinery Manufacturing; Motor Vehicle Manufacturing; Medical Equipment Manufacturing; Aviation and Aerospace Component Manufacturing',
    majors: 'mechanical-engineering; mechatronics; manufacturing-engineering',
    certifications:
      'Certified SolidWorks Professional (CSWP); Engineer in Training (EIT); Professional Engineer (PE) License',
  },
  {
    name: 'Robotics Engineer',
    synonyms: 'Robotics Software Engineer; Robotics Developer; Autonomy Engineer',
    skills:
      'Robotics; Robot Operating System; C++; Python; Motion Planning; Sensor Fusion; Computer Vision; SLAM; Control Systems; Linux',
    industries:
      'Robotics Engineering; Motor Vehicle Manufacturing; Industrial Machinery Manufacturing; Transportation, Logistics, Supply Chain and Storage',
    majors: 'robotics; mechanical-engineering; computer-science; mechatronics',
  },
  {
    name: 'Controls Engineer',
    synonyms:
      'Control Systems Engineer; Automation Engineer; PLC Engineer; Instrumentation and Controls Engineer',
    skills:
      'PLC Programming; SCADA; Control Systems; Industrial Automation; Instrumentation; Motor Control; AutoCAD; Root Cause Analysis; Robotics; Electrical Design',
    industries: 'Industrial Machinery Manufacturing; Food and Beverage Manufacturing; Oil and Gas; Utilities',
    majors: 'electrical-engineering; mechatronics; mechanical-engineering',
  },
  {
    name: 'Systems Engineer',
    synonyms: 'Systems Engineering Engineer; System Engineer; MBSE Engineer',
    skills:
      'Systems Engineering; Model-Based Systems Engineering; Requirements Engineering; Systems Integration; Verification and Validation; Risk Management; MATLAB; Technical Writing; Military Standards',
    industries:
      'Defense and Space Manufacturing; Aviation and Aerospace Component Manufacturing; Government Administration; Armed Forces',
    majors: 'systems-engineering; electrical-engineering; aerospace-engineering; mechanical-engineering',
    certifications: 'Certified Systems Engineering Professional (CSEP)',
    clearanceLikely: true,
  },
  {
    name: 'Aerospace Engineer',
    synonyms: 'Aeronautical Engineer; Astronautical Engineer; Aircraft Engineer',
    skills:
      'Aerodynamics; Propulsion; Finite Element Analysis; Computational Fluid Dynamics; MATLAB; Simulink; CATIA; Stress Analysis; Systems Engineering; Spacecraft Design',
    industries:
      'Aviation and Aerospace Component Manufacturing; Defense and Space Manufacturing; Space Research and Technology; Airlines and Aviation',
    majors: 'aerospace-engineering; aeronautical-engineering; mechanical-engineering',
    clearanceLikely: true,
  },
  {
    name: 'Guidance, Navigation and Control Engineer',
    synonyms: 'GNC Engineer; GN&C Engineer; Flight Controls Engineer',
    skills:
      'Guidance, Navigation and Control; Control Systems; Sensor Fusion; MATLAB; Simulink; C++; Orbital Mechanics; Flight Software; Avionics; Simulation',
    industries:
      'Defense and Space Manufacturing; Space Research and Technology; Aviation and Aerospace Component Manufacturing',
    majors: 'aerospace-engineering; electrical-engineering; applied-mathematics',
    clearanceLikely: true,
  },
  {
    name: 'Chemical Engineer',
    synonyms: 'Process Engineer; Chemical Process Engineer',
    skills:
      'Process Engineering; Process Safety; Heat Transfer; Fluid Mechanics; Design of Experiments; Lean Manufacturing; Root Cause Analysis; MATLAB; Statistical Process Control; Good Manufacturing Practice',
    industries:
      'Chemical Manufacturing; Oil and Gas; Pharmaceutical Manufacturing; Food and Beverage Manufacturing',
    majors: 'chemical-engineering; chemistry; materials-science',
    certifications: 'Engineer in Training (EIT); Professional Engineer (PE) License; Six Sigma Green Belt',
  },
  {
    name: 'Biomedical Engineer',
    synonyms: 'Medical Device Engineer; Bioengineer; Clinical Engineer',
    skills:
      'Medical Device Regulations; Design Controls; Mechanical Design; SolidWorks; Verification and Validation; Failure Mode and Effects Analysis; MATLAB; Quality Systems Regulation; Biomarker Discovery; Technical Writing',
    industries: 'Medical Equipment Manufacturing; Hospitals and Health Care; Biotechnology Research',
    majors: 'biomedical-engineering; bioengineering; mechanical-engineering',
  },
  {
    name: 'Petroleum Engineer',
    synonyms: 'Reservoir Engineer; Drilling Engineer; Completions Engineer',
    skills:
      'Petroleum Engineering; Drilling Engineering; Geology; Fluid Mechanics; Process Safety; Microsoft Excel; Data Analysis; Project Management; Risk Assessment',
    industries: 'Oil and Gas; Mining; Engineering Services',
    majors: 'petroleum-engineering; chemical-engineering; geological-engineering',
  },
  {
    name: 'Power Systems Engineer',
    synonyms: 'Grid Engineer; Substation Engineer; Transmission Engineer; Protection Engineer',
    skills:
      'Power Systems; Smart Grid; Renewable Energy; Energy Storage; Power Electronics; Electrical Design; MATLAB; Python; Project Management',
    industries: 'Utilities; Renewable Energy Power Generation; Engineering Services',
    majors: 'electrical-engineering; energy-engineering; renewable-energy-engineering',
    certifications: 'Professional Engineer (PE) License',
  },
  {
    name: 'Nuclear Engineer',
    synonyms: 'Reactor Engineer; Nuclear Systems Engineer',
    skills:
      'Nuclear Engineering; Radiation Safety; Systems Engineering; Heat Transfer; Fluid Mechanics; MATLAB; Python; Regulatory Compliance; Technical Writing',
    industries: 'Utilities; Defense and Space Manufacturing; Government Administration; Research Services',
    majors: 'nuclear-engineering; physics; mechanical-engineering',
    clearanceLikely: true,
  },
]);
