/**
 * Slavic names: Polish, Russian and Ukrainian (romanised as in passports), Czech, and the
 * Serbian/Croatian/Bosnian area. Surnames that inflect for women are written in the masculine
 * form and feminised by the functions below; Czech feminine forms are irregular enough (Němec,
 * Němcová) to be listed instead.
 */
import { list } from './names-data-source';

export const POLISH_FEMALE = list(`
  Anna, Katarzyna, Magdalena, Agnieszka, Joanna, Monika, Aleksandra, Małgorzata, Ewa, Karolina, Marta,
  Natalia, Paulina, Justyna, Barbara, Dorota, Beata, Agata, Julia, Weronika, Zuzanna, Maria, Izabela,
  Patrycja, Sylwia, Kinga, Dominika, Emilia, Marlena, Martyna, Iwona, Renata, Elżbieta, Krystyna,
  Jolanta, Grażyna, Edyta, Aneta, Ilona, Urszula, Kamila, Klaudia, Wioletta, Alicja, Gabriela, Olga,
  Teresa, Hanna, Wiktoria, Oliwia, Zofia, Halina, Danuta, Bożena, Lidia, Irena, Milena, Ewelina,
  Angelika, Anita
`);

export const POLISH_MALE = list(`
  Piotr, Krzysztof, Tomasz, Paweł, Michał, Marcin, Jakub, Andrzej, Adam, Łukasz, Mateusz, Kamil,
  Marek, Grzegorz, Jan, Wojciech, Rafał, Dariusz, Mariusz, Robert, Bartosz, Maciej, Sebastian,
  Damian, Dawid, Szymon, Przemysław, Artur, Daniel, Sławomir, Jacek, Jarosław, Zbigniew, Ryszard,
  Tadeusz, Janusz, Stanisław, Józef, Kazimierz, Patryk, Hubert, Filip, Kacper, Wiktor, Karol,
  Konrad, Radosław, Arkadiusz, Dominik, Adrian, Norbert, Leszek, Waldemar, Mirosław, Henryk, Roman,
  Igor, Oskar
`);

export const POLISH_LAST = list(`
  Nowak, Kowalski, Wiśniewski, Wójcik, Kowalczyk, Kamiński, Lewandowski, Zieliński, Szymański,
  Woźniak, Dąbrowski, Kozłowski, Jankowski, Mazur, Wojciechowski, Kwiatkowski, Krawczyk, Kaczmarek,
  Piotrowski, Grabowski, Zając, Pawłowski, Michalski, Król, Wieczorek, Jabłoński, Wróbel,
  Nowakowski, Majewski, Olszewski, Stępień, Malinowski, Jaworski, Adamczyk, Dudek, Nowicki, Pawlak,
  Górski, Witkowski, Walczak, Sikora, Baran, Rutkowski, Michalak, Szewczyk, Ostrowski, Tomaszewski,
  Pietrzak, Marciniak, Wróblewski, Zalewski, Jakubowski, Jasiński, Zawadzki, Sadowski, Bąk,
  Chmielewski, Włodarczyk, Borkowski, Czarnecki, Sawicki, Sokołowski, Urbański, Kubiak,
  Maciejewski, Szczepański, Kucharski, Wilk, Kalinowski, Lis, Mazurek, Wysocki, Adamski,
  Kaźmierczak, Wasilewski, Sobczak, Czerwiński, Andrzejewski, Cieślak, Głowacki, Zakrzewski,
  Kołodziej, Sikorski, Krajewski, Gajewski, Szymczak, Szulc, Baranowski, Laskowski, Brzeziński,
  Makowski, Ziółkowski, Przybylski
`);

export const RUSSIAN_FEMALE = list(`
  Anna, Elena, Olga, Natalia, Tatiana, Irina, Ekaterina, Svetlana, Maria, Yulia, Anastasia, Marina,
  Daria, Ksenia, Alexandra, Viktoria, Polina, Alina, Evgenia, Valentina, Lyudmila, Galina,
  Nadezhda, Oksana, Kristina, Yana, Veronika, Sofia, Elizaveta, Larisa, Vera, Lyubov, Diana,
  Margarita, Alla, Inna, Nina, Valeria, Arina, Ulyana
`);

export const RUSSIAN_MALE = list(`
  Alexander, Sergey, Dmitry, Andrey, Alexey, Maxim, Ivan, Mikhail, Vladimir, Nikolai, Evgeny,
  Pavel, Denis, Artem, Roman, Igor, Oleg, Anton, Yuri, Kirill, Konstantin, Viktor, Vadim, Ilya,
  Nikita, Egor, Vyacheslav, Stanislav, Ruslan, Boris, Gleb, Anatoly, Valery, Grigory, Leonid,
  Vitaly, Fedor, Arseny, Daniil, Timur
`);

export const RUSSIAN_LAST = list(`
  Ivanov, Smirnov, Kuznetsov, Popov, Vasiliev, Petrov, Sokolov, Mikhailov, Novikov, Fedorov,
  Morozov, Volkov, Alekseev, Lebedev, Semenov, Egorov, Pavlov, Kozlov, Stepanov, Nikolaev, Orlov,
  Andreev, Makarov, Nikitin, Zakharov, Zaitsev, Soloviev, Borisov, Yakovlev, Grigoriev, Romanov,
  Vorobiev, Sergeev, Kuzmin, Frolov, Alexandrov, Dmitriev, Korolev, Gusev, Kiselev, Ilyin, Maximov,
  Polyakov, Sorokin, Vinogradov, Kovalev, Belov, Medvedev, Antonov, Tarasov, Zhukov, Baranov,
  Filippov, Komarov, Davydov, Belyaev, Gerasimov, Bogdanov, Osipov, Sidorov, Matveev, Titov,
  Markov, Mironov, Krylov, Kulikov, Karpov, Vlasov, Melnikov, Denisov, Gavrilov, Tikhonov, Kazakov,
  Afanasiev, Danilov, Timofeev, Fomin, Chernov, Abramov, Martynov, Efimov, Shcherbakov, Nazarov,
  Kalinin, Isaev, Bykov, Maslov, Rodionov, Konovalov, Lazarev, Voronin, Klimov, Filatov, Ponomarev,
  Golubev, Kudryavtsev, Prokhorov, Naumov, Zhuravlev, Trofimov, Leonov, Sobolev, Ermakov,
  Kolesnikov, Goncharov, Nikiforov, Kotov, Grishin, Gromov, Kirillov, Tsvetkov, Krasnov, Demidov,
  Rybakov, Plotnikov, Zhdanov, Belousov, Nesterov, Simonov, Uspensky, Pokrovsky
`);

export const UKRAINIAN_FEMALE = list(`
  Olena, Iryna, Nataliia, Tetiana, Oksana, Yuliia, Olha, Kateryna, Anna, Mariia, Svitlana,
  Viktoriia, Anastasiia, Liudmyla, Halyna, Inna, Alina, Daria, Khrystyna, Sofiia, Yana, Valentyna,
  Nadiia, Larysa, Oleksandra, Hanna, Ivanna, Solomiia, Diana, Lesia
`);

export const UKRAINIAN_MALE = list(`
  Oleksandr, Serhii, Andrii, Volodymyr, Dmytro, Oleksii, Mykola, Ivan, Yurii, Vasyl, Viktor,
  Maksym, Bohdan, Taras, Ihor, Vitalii, Petro, Mykhailo, Roman, Denys, Artem, Vladyslav, Yevhen,
  Pavlo, Anatolii, Stepan, Yaroslav, Ostap, Nazar, Oleh
`);

export const UKRAINIAN_LAST = list(`
  Melnyk, Shevchenko, Boiko, Kovalenko, Bondarenko, Tkachenko, Kovalchuk, Kravchenko, Oliinyk,
  Shevchuk, Koval, Polishchuk, Bondar, Tkachuk, Moroz, Marchenko, Lysenko, Rudenko, Savchenko,
  Petrenko, Klymenko, Pavlenko, Kravchuk, Kuzmenko, Ponomarenko, Savchuk, Vasylenko, Levchenko,
  Kharchenko, Karpenko, Sydorenko, Havryliuk, Fedorenko, Panchenko, Kovalskyi, Ivanenko, Romanenko,
  Yurchenko, Mazur, Martyniuk, Prokopenko, Honcharenko, Kostenko, Hrytsenko, Nazarenko, Zhuk,
  Kozak, Hnatiuk, Didenko, Yakovenko, Tymoshenko, Stepanenko, Dmytrenko, Zinchenko, Kulyk,
  Kushnir, Yaremchuk, Demchenko, Vlasenko, Onyshchenko, Ostapchuk, Pylypenko, Fedoruk,
  Zaporozhets, Kovalevskyi, Sokolovskyi
`);

export const CZECH_FEMALE = list(`
  Jana, Eva, Hana, Anna, Lenka, Kateřina, Lucie, Věra, Alena, Petra, Veronika, Jaroslava, Tereza,
  Martina, Michaela, Jitka, Helena, Ludmila, Zdeňka, Ivana, Monika, Eliška, Zuzana, Markéta,
  Barbora, Jarmila, Marie, Kristýna, Klára, Pavla
`);

export const CZECH_MALE = list(`
  Jiří, Jan, Petr, Josef, Pavel, Martin, Tomáš, Jaroslav, Miroslav, Zdeněk, Václav, Michal,
  František, Jakub, Milan, Karel, Lukáš, David, Vladimír, Ondřej, Ladislav, Roman, Stanislav, Marek,
  Radek, Daniel, Antonín, Vojtěch, Filip, Adam
`);

export const CZECH_LAST_MALE = list(`
  Novák, Svoboda, Novotný, Dvořák, Černý, Procházka, Kučera, Veselý, Horák, Němec, Marek, Pospíšil,
  Pokorný, Hájek, Král, Jelínek, Růžička, Beneš, Fiala, Sedláček
`);

export const CZECH_LAST_FEMALE = list(`
  Nováková, Svobodová, Novotná, Dvořáková, Černá, Procházková, Kučerová, Veselá, Horáková,
  Němcová, Marková, Pospíšilová, Pokorná, Hájková, Králová, Jelínková, Růžičková, Benešová,
  Fialová, Sedláčková
`);

export const BALKAN_FEMALE = list(`
  Jelena, Marija, Ana, Ivana, Milica, Jovana, Snežana, Dragana, Maja, Tijana, Marina, Sanja,
  Katarina, Nataša, Tamara, Vesna, Gordana, Mirjana, Dijana, Ljiljana, Petra, Martina, Nikolina,
  Lucija, Sara, Teodora, Aleksandra, Nevena, Anđela, Amra
`);

export const BALKAN_MALE = list(`
  Marko, Nikola, Stefan, Luka, Aleksandar, Milan, Nemanja, Miloš, Dragan, Zoran, Goran, Dejan,
  Ivan, Petar, Filip, Ante, Josip, Tomislav, Igor, Darko, Vladimir, Dušan, Bojan, Srđan, Vuk,
  Mihajlo, Đorđe, Dario, Mario, Hrvoje, Emir, Adnan
`);

export const BALKAN_LAST = list(`
  Jovanović, Petrović, Nikolić, Marković, Đorđević, Stojanović, Ilić, Stanković, Pavlović,
  Milošević, Popović, Kovačević, Đurić, Todorović, Živković, Stevanović, Tomić, Savić, Lazić,
  Mitrović, Horvat, Kovačić, Babić, Marić, Jurić, Novak, Knežević, Vuković, Matić, Perić, Pavić,
  Radić, Božić, Blažević, Grgić, Šarić, Lovrić, Vidović, Kovač, Pejić, Bošnjak, Begić, Hodžić
`);

/** Polish: Kowalski → Kowalska, Cichy → Cicha; nouns (Nowak, Mazur) do not change. */
export function polishFeminine(surname: string): string {
  if (/(ski|cki|dzki)$/.test(surname)) return `${surname.slice(0, -1)}a`;
  if (/(ny|ły|chy)$/.test(surname)) return `${surname.slice(0, -1)}a`;
  return surname;
}

/** Russian and Ukrainian: Ivanov → Ivanova, Uspensky → Uspenskaya, Kovalskyi → Kovalska. */
export function eastSlavicFeminine(surname: string): string {
  if (surname.endsWith('skyi')) return `${surname.slice(0, -2)}a`;
  if (surname.endsWith('sky')) return `${surname.slice(0, -1)}aya`;
  if (/(ov|ev|in|yn)$/.test(surname)) return `${surname}a`;
  return surname;
}

/** Greek: Papadopoulos → Papadopoulou, Nikolaidis → Nikolaidou, Papadakis → Papadaki. */
export function greekFeminine(surname: string): string {
  if (surname.endsWith('idis')) return `${surname.slice(0, -4)}idou`;
  if (surname.endsWith('os')) return `${surname.slice(0, -2)}ou`;
  if (surname.endsWith('is') || surname.endsWith('as')) return surname.slice(0, -1);
  return surname;
}
