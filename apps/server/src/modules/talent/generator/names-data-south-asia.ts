/**
 * South Asian names in their usual English spellings: north and west India, south India, Muslim
 * names of Pakistan and India, Bangladesh, Sri Lanka and Nepal.
 */
import { list } from './names-data-source';

export const NORTH_INDIAN_FEMALE = list(`
  Priya, Pooja, Neha, Anjali, Riya, Sneha, Shweta, Kavita, Sunita, Anita, Rekha, Nisha, Ritu, Swati,
  Shruti, Divya, Aarti, Jyoti, Komal, Megha, Payal, Preeti, Rashmi, Sonia, Sakshi, Simran, Tanvi,
  Isha, Ishita, Kritika, Aditi, Ankita, Garima, Kiran, Manisha, Monika, Namrata, Pallavi, Poonam,
  Radhika, Sapna, Shalini, Shilpa, Sonal, Suman, Usha, Vandana, Varsha, Aishwarya, Akanksha, Ananya,
  Bhavna, Deepika, Harpreet, Jaspreet, Mansi, Nidhi, Prachi, Rupali, Shikha, Sheetal, Tanya, Vidya,
  Madhuri, Meenakshi, Mamta, Archana, Geeta, Seema, Asha, Kajal, Khushboo, Heena, Nikita, Arpita,
  Pragya, Srishti, Muskan, Sanjana, Trisha, Riddhi, Avni, Kavya, Saanvi, Diya, Manpreet, Gurleen
`);

export const NORTH_INDIAN_MALE = list(`
  Rahul, Amit, Rohit, Vikas, Sandeep, Rajesh, Sanjay, Sunil, Anil, Vijay, Ajay, Manoj, Deepak,
  Pankaj, Ashish, Nitin, Sachin, Saurabh, Gaurav, Abhishek, Ankit, Arjun, Aditya, Akash, Aman,
  Ankur, Anuj, Arun, Ashok, Dinesh, Harish, Hemant, Kapil, Kunal, Mahesh, Manish, Mohit, Mukesh,
  Naveen, Neeraj, Nikhil, Pradeep, Prakash, Pramod, Rajeev, Rakesh, Ravi, Rohan, Sahil, Sameer,
  Santosh, Shubham, Siddharth, Sumit, Suresh, Tarun, Varun, Vikram, Vinay, Vishal, Vivek, Yash,
  Harsh, Kartik, Karan, Mayank, Prateek, Raj, Ritesh, Tushar, Utkarsh, Vaibhav, Yogesh, Gurpreet,
  Harpreet, Manpreet, Jatin, Lokesh, Mukul, Parth, Piyush, Pranav, Rishabh, Sushil, Hardeep
`);

export const NORTH_INDIAN_LAST = list(`
  Sharma, Singh, Kumar, Gupta, Verma, Agarwal, Jain, Patel, Shah, Mehta, Joshi, Mishra, Pandey,
  Yadav, Srivastava, Tiwari, Chauhan, Malhotra, Kapoor, Khanna, Chopra, Arora, Bhatia, Sethi,
  Saxena, Dubey, Shukla, Tripathi, Trivedi, Chaturvedi, Dwivedi, Bansal, Goel, Goyal, Mittal, Garg,
  Singhal, Aggarwal, Rastogi, Sinha, Jha, Thakur, Rathore, Rajput, Chaudhary, Desai, Parikh, Modi,
  Bhatt, Pandya, Thakkar, Dave, Vyas, Soni, Kothari, Bhandari, Kulkarni, Deshpande, Patil, Jadhav,
  Pawar, Shinde, Kale, Gokhale, Apte, Naik, Sawant, Banerjee, Chatterjee, Mukherjee, Bose, Das,
  Dutta, Ghosh, Sen, Roy, Chakraborty, Bhattacharya, Ganguly, Saha, Mondal, Sarkar, Ahuja, Bedi,
  Gill, Sandhu, Sidhu, Grewal, Dhillon, Kohli, Bajaj, Dhawan, Mathur, Tandon, Bhargava, Awasthi,
  Rana, Negi, Rawat, Bisht, Saini, Tyagi, Prasad, Mahajan, Oberoi, Khurana, Luthra, Grover, Taneja,
  Chawla, Bakshi, Nanda, Suri
`);

export const SOUTH_INDIAN_FEMALE = list(`
  Lakshmi, Priya, Divya, Deepa, Kavya, Meena, Lavanya, Anusha, Swathi, Keerthana, Aishwarya, Sowmya,
  Ramya, Revathi, Sangeetha, Shalini, Sandhya, Vidya, Harini, Nithya, Pavithra, Gayathri, Bhavana,
  Srividya, Sruthi, Preethi, Radha, Saranya, Janani, Madhumitha, Anjana, Reshma, Asha, Kavitha,
  Malini, Padma, Uma, Vani, Archana, Sushma, Chaitra, Bhavya, Spandana, Mounika, Sravani, Haritha,
  Keerthi, Anitha, Jayanthi, Nandini, Aparna, Athira, Anju, Remya, Soumya, Neethu, Sreeja
`);

export const SOUTH_INDIAN_MALE = list(`
  Karthik, Vignesh, Arun, Suresh, Ramesh, Ganesh, Rajesh, Srinivas, Venkatesh, Prakash, Senthil,
  Balaji, Saravanan, Murali, Krishna, Mahesh, Naveen, Praveen, Pradeep, Srikanth, Sandeep, Raghav,
  Harish, Ashwin, Vijay, Vinod, Anand, Aravind, Dinesh, Gopal, Hari, Kiran, Manoj, Mohan, Nagarajan,
  Prasad, Raghu, Rajkumar, Sanjay, Sathish, Shankar, Sridhar, Sudheer, Sunil, Surya, Vasanth,
  Venkat, Vishnu, Anil, Ajith, Sreejith, Rahul, Abhilash, Bharath, Deepak, Jayakumar, Kishore,
  Lokesh, Madhavan, Nikhil, Pavan, Ravi, Sachin, Santhosh, Siva
`);

export const SOUTH_INDIAN_LAST = list(`
  Iyer, Iyengar, Nair, Menon, Pillai, Reddy, Rao, Naidu, Krishnan, Subramanian, Raman, Venkatesan,
  Srinivasan, Ramachandran, Narayanan, Rajan, Balakrishnan, Gopalakrishnan, Sundaram, Natarajan,
  Ramasamy, Murugan, Kumar, Shetty, Hegde, Kamath, Pai, Bhat, Shenoy, Gowda, Acharya, Varma, Kurup,
  Panicker, Thomas, Varghese, George, Kurian, Mathew, Joseph, Chandran, Mohan, Prasad, Raju,
  Chowdary, Murthy, Sastry, Swamy, Nambiar, Warrier, Kutty, Nayak, Mudaliar, Pandian, Arumugam,
  Ganesan, Mani, Perumal, Selvam, Anand, Shankar
`);

/** South Africa's Indian community, mostly of Tamil and Telugu descent. */
export const SOUTH_AFRICAN_INDIAN_LAST = list(`
  Naidoo, Pillay, Govender, Moodley, Reddy, Chetty, Padayachee, Maharaj, Singh, Naicker, Ramdass
`);

export const SOUTH_ASIAN_MUSLIM_FEMALE = list(`
  Ayesha, Fatima, Sana, Hira, Maryam, Zainab, Amna, Sadia, Mehwish, Saba, Rabia, Nida, Iqra, Sidra,
  Samina, Nadia, Farah, Uzma, Shazia, Bushra, Asma, Hina, Khadija, Rimsha, Mahnoor, Anam, Faiza,
  Sobia, Saima, Nazia, Tahira, Ruksana, Shabnam, Noor, Areeba, Yasmeen, Zoya, Aliya, Huma
`);

export const SOUTH_ASIAN_MUSLIM_MALE = list(`
  Muhammad, Ahmed, Ali, Hassan, Usman, Bilal, Hamza, Imran, Faisal, Zeeshan, Kamran, Adnan, Asif,
  Tariq, Naveed, Waqas, Shahid, Junaid, Rizwan, Salman, Umar, Fahad, Arslan, Danish, Haris, Irfan,
  Javed, Khalid, Mohsin, Nadeem, Qasim, Rashid, Saad, Sajid, Shoaib, Talha, Waseem, Yasir, Zubair,
  Aamir, Abdullah, Farhan, Sohail, Aftab, Anwar, Zahid, Ibrahim, Mohammed
`);

export const SOUTH_ASIAN_MUSLIM_LAST = list(`
  Khan, Ahmed, Ali, Hussain, Malik, Butt, Chaudhry, Qureshi, Sheikh, Raza, Iqbal, Akhtar, Shah,
  Mirza, Javed, Rana, Abbasi, Siddiqui, Bhatti, Awan, Baig, Aslam, Mahmood, Anwar, Rehman, Tariq,
  Nawaz, Haider, Zaidi, Rizvi, Naqvi, Jafri, Gillani, Hashmi, Khalid, Saleem, Farooq, Bashir,
  Yousaf, Arshad, Ansari, Shaikh, Pathan, Syed, Memon, Khawaja, Cheema, Warraich, Janjua, Niazi,
  Afridi, Durrani, Kazmi, Bukhari, Mughal, Lodhi
`);

export const BANGLADESHI_FEMALE = list(`
  Fatema, Nusrat, Tahmina, Sharmin, Farzana, Nasrin, Sumaiya, Tania, Shirin, Rehana, Salma, Rumana,
  Afroza, Sabina, Nazma, Shahana, Rima, Sadia, Tasnim, Anika, Maliha, Fariha, Nabila, Raisa,
  Sanjida, Lamia, Ishrat, Moushumi
`);

export const BANGLADESHI_MALE = list(`
  Mohammad, Rafiq, Shafiq, Kamal, Jamal, Habib, Mizanur, Mahbub, Anisur, Rezaul, Shahidul, Aminul,
  Saiful, Rakib, Tanvir, Sabbir, Arif, Imran, Masud, Nazmul, Rashed, Shahin, Sohel, Jahid, Faisal,
  Fahim, Nafis, Shakil, Rubel, Mahmudul
`);

export const BANGLADESHI_LAST = list(`
  Rahman, Hossain, Islam, Ahmed, Khan, Chowdhury, Uddin, Alam, Haque, Miah, Sarker, Das, Roy, Saha,
  Mahmud, Karim, Sheikh, Hasan, Ali, Bhuiyan, Talukder, Molla, Howlader, Mondal, Majumder, Siddique
`);

/** Surnames that only women carry in Bangladesh (Akter) and among Sikhs (Kaur). */
export const BANGLADESHI_LAST_FEMALE_ONLY = list(`Akter, Begum, Khatun`);
export const SIKH_LAST_FEMALE_ONLY = list(`Kaur`);

export const SRI_LANKAN_FEMALE = list(`
  Dilini, Nadeesha, Chamari, Ishara, Sanduni, Tharushi, Nethmi, Kavindi, Hiruni, Dinithi, Sachini,
  Piumi, Nirosha, Madushani, Chathurika, Thilini, Harshani, Shashini, Nimali, Anjali
`);

export const SRI_LANKAN_MALE = list(`
  Kasun, Chamara, Nuwan, Dinesh, Sampath, Tharindu, Lahiru, Chathura, Dilan, Isuru, Kavinda, Sandun,
  Pradeep, Ruwan, Asanka, Mahesh, Thilina, Janaka, Supun, Dhanushka
`);

export const SRI_LANKAN_LAST = list(`
  Perera, Fernando, Silva, De Silva, Jayasinghe, Bandara, Dissanayake, Wickramasinghe, Herath,
  Rajapaksa, Gunawardena, Jayawardena, Ranasinghe, Kumara, Rathnayake, Senanayake, Weerasinghe,
  Gamage, Mendis, Wijesinghe, Karunaratne, Liyanage, Ekanayake, Samarasinghe, Amarasinghe
`);

export const NEPALI_FEMALE = list(`
  Sita, Gita, Anita, Sarita, Sabina, Sushma, Manisha, Pooja, Srijana, Bimala, Kabita, Rojina,
  Pratima, Asmita, Sunita, Sujata, Rachana, Bandana
`);

export const NEPALI_MALE = list(`
  Ram, Hari, Krishna, Bikash, Suman, Rajesh, Sanjay, Prakash, Bishnu, Dipak, Ramesh, Sagar, Sujan,
  Anil, Bibek, Nabin, Rabin, Santosh, Dinesh, Prabin
`);

export const NEPALI_LAST = list(`
  Shrestha, Thapa, Gurung, Tamang, Magar, Rai, Limbu, Adhikari, Sharma, Karki, Khadka, Bhandari,
  Poudel, Pandey, Joshi, Maharjan, Basnet, Khatri, Rana, Shah, Koirala, Dahal, Ghimire, Aryal,
  Bhattarai, Pokharel, Subedi, Neupane, Lama, Sherpa
`);
