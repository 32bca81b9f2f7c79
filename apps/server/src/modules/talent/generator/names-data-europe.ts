/**
 * Western and southern European names, by language. First names are written by hand because
 * faker's lists for these locales are either today's baby names (German, Dutch) or calendars
 * of saints (Italian, French); its surname lists are good and join as a tail in the pools.
 */
import { list } from './names-data-source';

export const GERMAN_FEMALE = list(`
  Sabine, Julia, Katharina, Anna, Laura, Sarah, Lisa, Christina, Stefanie, Nicole, Claudia, Andrea,
  Susanne, Petra, Melanie, Sandra, Katrin, Daniela, Anja, Birgit, Simone, Tanja, Martina, Kerstin,
  Nadine, Jennifer, Jessica, Franziska, Lena, Johanna, Sophie, Hannah, Lea, Vanessa, Carina, Jana,
  Sonja, Silke, Heike, Ute, Karin, Monika, Ursula, Gabriele, Angelika, Barbara, Brigitte, Christine,
  Manuela, Nina, Miriam, Kathrin, Verena, Eva, Carolin, Marie, Mareike, Svenja, Janina, Annika,
  Theresa, Antje, Maria, Elena, Charlotte, Alexandra, Isabel, Inga, Yvonne, Cornelia, Jasmin, Marina,
  Luisa, Leonie, Pia, Ramona, Denise, Diana, Natalie, Judith, Jacqueline, Ines, Ann-Kathrin, Anne,
  Kristina, Friederike, Maike, Lara, Clara, Emma, Sina, Tina, Bettina, Doris, Renate, Elke, Iris,
  Jutta, Marion, Regina, Kirsten, Dagmar, Heidi, Carmen, Anke, Astrid, Britta
`);

export const GERMAN_MALE = list(`
  Thomas, Michael, Andreas, Stefan, Christian, Markus, Daniel, Alexander, Tobias, Sebastian, Jan,
  Florian, Martin, Matthias, Frank, Jörg, Peter, Klaus, Uwe, Jürgen, Ralf, Dirk, Sven, Oliver,
  Torsten, Marco, Dennis, Patrick, Philipp, Benjamin, Simon, David, Lukas, Felix, Maximilian, Jonas,
  Paul, Niklas, Tim, Kevin, Marcel, Dominik, Fabian, Julian, Moritz, Leon, Lars, Nils, Jens, Holger,
  Carsten, Bernd, Wolfgang, Rainer, Manfred, Karl, Heinz, Hans, Werner, Helmut, Gerhard, Günter,
  Dieter, Volker, Ulrich, Harald, Norbert, Achim, Björn, Kai, Timo, René, Robert, Christoph,
  Johannes, Benedikt, Konstantin, Lennart, Henrik, Jannik, Marvin, Pascal, Sascha, Steffen, Mario,
  Heiko, Axel, Joachim, Hendrik, Armin, Georg, Erik, Tom, Till, Malte, Max, Thorsten
`);

export const GERMAN_LAST = list(`
  Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann, Schäfer,
  Koch, Bauer, Richter, Klein, Wolf, Schröder, Neumann, Schwarz, Zimmermann, Braun, Krüger, Hofmann,
  Hartmann, Lange, Schmitt, Werner, Schmitz, Krause, Meier, Lehmann, Schmid, Schulze, Maier, Köhler,
  Herrmann, König, Walter, Mayer, Huber, Kaiser, Fuchs, Peters, Lang, Scholz, Möller, Weiß, Jung,
  Hahn, Schubert, Vogel, Friedrich, Keller, Günther, Frank, Berger, Winkler, Roth, Beck, Lorenz,
  Baumann, Franke, Albrecht, Schuster, Simon, Ludwig, Böhm, Winter, Kraus, Martin, Schumacher,
  Krämer, Vogt, Stein, Jäger, Otto, Sommer, Groß, Seidel, Heinrich, Brandt, Haas, Schreiber, Graf,
  Schulte, Dietrich, Ziegler, Kuhn, Kühn, Pohl, Engel, Horn, Busch, Bergmann, Thomas, Voigt, Sauer,
  Arnold, Wolff, Pfeiffer, Ernst, Hübner, Kraft, Lindner, Franz, Jansen, Hesse, Thiel, Brinkmann,
  Seifert, Ebert, Hermann, Kirchner, Witt, Kolb, Behrens, Schütz, Marx, Gerlach, Wenzel, Fiedler,
  Böttcher, Reuter, Stahl, Ritter, Barth, Maurer, Grimm, Bock, Gärtner, Scherer, Hansen, Stephan,
  Brückner, Wendt, Keßler, Michel, Petersen, Ahrens, Eckert, Dittrich, Hinz, Schilling, Mertens,
  Kuhlmann, Rieger, Wirth, Haase, Menzel, Heller, Beyer, Fritz, Schenk, Schade, Nagel, Bader
`);

export const FRENCH_FEMALE = list(`
  Marie, Nathalie, Isabelle, Sylvie, Catherine, Sandrine, Valérie, Christine, Céline, Stéphanie,
  Sophie, Julie, Aurélie, Émilie, Camille, Laura, Sarah, Pauline, Marine, Manon, Léa, Chloé, Claire,
  Caroline, Virginie, Audrey, Laetitia, Mélanie, Élodie, Delphine, Vanessa, Anne, Hélène, Florence,
  Véronique, Patricia, Karine, Martine, Nadine, Corinne, Béatrice, Agnès, Brigitte, Laurence,
  Cécile, Charlotte, Lucie, Mathilde, Justine, Anaïs, Clémence, Alice, Juliette, Inès, Océane,
  Margaux, Élise, Marion, Amandine, Morgane, Jessica, Alexandra, Emma, Louise, Jeanne, Héloïse,
  Constance, Coralie, Gaëlle, Estelle, Fanny, Jennifer, Ophélie, Noémie, Solène, Clara, Marina,
  Mélissa, Chantal, Dominique, Françoise, Monique, Annie, Maëlle, Perrine, Adeline, Aurore,
  Anne-Sophie, Marie-Claire, Capucine, Sabrina, Émeline
`);

export const FRENCH_MALE = list(`
  Jean, Pierre, Nicolas, Julien, Thomas, Alexandre, Antoine, Maxime, Guillaume, Sébastien,
  Christophe, Stéphane, Laurent, Frédéric, David, Olivier, Philippe, Éric, Patrick, Franck, Vincent,
  Romain, Mathieu, Benjamin, Florian, Kévin, Jérôme, Cédric, Arnaud, François, Michel, Alain,
  Thierry, Pascal, Didier, Bruno, Hervé, Yannick, Fabien, Damien, Grégory, Ludovic, Anthony,
  Jonathan, Lucas, Hugo, Louis, Léo, Paul, Quentin, Clément, Baptiste, Adrien, Bastien, Valentin,
  Théo, Mathis, Enzo, Arthur, Raphaël, Gabriel, Loïc, Jérémy, Dylan, Simon, Xavier, Benoît,
  Emmanuel, Gilles, Marc, Jean-François, Jean-Pierre, Jean-Marc, Jean-Luc, Jean-Philippe, Christian,
  Daniel, Bernard, Gérard, Jacques, Sylvain, Mickaël, Tristan, Victor, Aurélien, Rémi, Samuel,
  Jordan, Corentin, Martin, Cyril, Yann, Matthieu
`);

export const FRENCH_LAST = list(`
  Martin, Bernard, Thomas, Petit, Robert, Richard, Durand, Dubois, Moreau, Laurent, Simon, Michel,
  Lefebvre, Leroy, Roux, David, Bertrand, Morel, Fournier, Girard, Bonnet, Dupont, Lambert, Fontaine,
  Rousseau, Vincent, Muller, Lefèvre, Faure, André, Mercier, Blanc, Guérin, Boyer, Garnier,
  Chevalier, François, Legrand, Gauthier, Perrin, Robin, Clément, Morin, Nicolas, Henry, Roussel,
  Mathieu, Gautier, Masson, Marchand, Duval, Denis, Dumont, Marie, Lemaire, Noël, Meyer, Dufour,
  Meunier, Brun, Blanchard, Giraud, Joly, Rivière, Lucas, Brunet, Gaillard, Barbier, Arnaud, Gérard,
  Roche, Renard, Schmitt, Roy, Leroux, Colin, Vidal, Caron, Picard, Roger, Fabre, Aubert, Lemoine,
  Renaud, Dumas, Lacroix, Olivier, Philippe, Bourgeois, Pierre, Benoît, Rey, Leclerc, Payet,
  Rolland, Leclercq, Guillaume, Lecomte, Jean, Dupuy, Guillot, Hubert, Berger, Carpentier, Dupuis,
  Moulin, Louis, Deschamps, Huet, Vasseur, Boucher, Fleury, Royer, Klein, Jacquet, Adam, Paris,
  Poirier, Marty, Aubry, Guyot, Carré, Charles, Renault, Charpentier, Ménard, Maillard, Baron,
  Bertin, Bailly, Hervé, Schneider, Le Gall, Collet, Léger, Bouvier, Julien, Prévost, Millet,
  Perrot, Daniel, Le Roux, Cousin, Germain, Breton, Besson, Langlois, Rémy, Le Goff, Pelletier,
  Lévêque, Perrier, Leblanc, Barré, Lebrun, Marchal, Weber, Mallet, Hamon, Boulanger, Jacob,
  Monnier, Michaud, Guichard, Gillet, Étienne, Grondin, Poulain, Tessier, Chevallier, Collin,
  Chauvin, Bouchet, Gay, Lemaître, Bénard, Maréchal, Humbert, Reynaud, Antoine, Hoarau, Perret,
  Cordier, Pichon, Lejeune, Gilbert, Lamy, Delaunay, Pasquier, Carlier, Laporte
`);

export const QUEBEC_FEMALE = list(`
  Marie, Isabelle, Julie, Nathalie, Mélanie, Geneviève, Catherine, Valérie, Stéphanie, Émilie,
  Caroline, Annie, Chantal, Josée, Sophie, Karine, Marie-Ève, Véronique, Audrey, Sarah, Camille,
  Maude, Andréanne, Jessica, Vanessa, Joanie, Marie-Pier, Noémie, Laurence, Gabrielle, Myriam,
  Amélie, Kim, Roxanne, Sylvie, Manon, Johanne, Lyne, Marie-Claude, Mélissa
`);

export const QUEBEC_MALE = list(`
  Jean-François, Mathieu, Maxime, Simon, Alexandre, Sébastien, Patrick, Martin, Éric, Marc-André,
  Jean-Philippe, Francis, Guillaume, Philippe, David, Nicolas, Vincent, Frédéric, Louis, Olivier,
  Pierre-Luc, Jonathan, Samuel, Gabriel, Félix, Antoine, Étienne, Charles, Michel, Stéphane, Daniel,
  Luc, François, Marc, Yannick, Dominic, Steve, Benoit, Jérôme, Hugo
`);

export const QUEBEC_LAST = list(`
  Tremblay, Gagnon, Roy, Côté, Bouchard, Gauthier, Morin, Lavoie, Fortin, Gagné, Ouellet, Pelletier,
  Bélanger, Lévesque, Bergeron, Leblanc, Paquette, Girard, Simard, Boucher, Caron, Beaulieu,
  Cloutier, Dubé, Poirier, Fournier, Lapointe, Leclerc, Lefebvre, Poulin, Thibault, St-Pierre,
  Nadeau, Martin, Landry, Martel, Bédard, Grenier, Lessard, Bernier, Richard, Michaud, Hébert,
  Desjardins, Couture, Turcotte, Lachance, Parent, Blais, Gosselin, Savard, Proulx, Beaudoin,
  Demers, Perreault, Boudreau, Lemieux, Cyr, Perron, Dufour, Dion, Mercier, Bolduc, Bérubé,
  Boisvert, Langlois, Ménard, Therrien, Plante, Bilodeau, Blanchette, Dubois, Champagne, Paradis,
  Fortier, Arsenault, Dupuis, Gaudreault, Hamel, Houle, Villeneuve, Rousseau, Gravel, Thériault,
  Lemay, Robert, Allard, Deschênes, Giroux, Guay, Leduc, Boivin, Charbonneau, Lambert, Raymond,
  Vachon, Gilbert, Audet, Larouche, Legault, Trudel, Fontaine, Picard, Labelle, Lacroix, Carrier
`);

export const ITALIAN_FEMALE = list(`
  Giulia, Francesca, Chiara, Sara, Valentina, Federica, Silvia, Elena, Martina, Alessandra, Laura,
  Paola, Roberta, Simona, Elisa, Giorgia, Anna, Maria, Claudia, Barbara, Monica, Cristina, Stefania,
  Daniela, Michela, Serena, Ilaria, Veronica, Alice, Beatrice, Sofia, Aurora, Camilla, Marta,
  Eleonora, Arianna, Erica, Manuela, Antonella, Patrizia, Giovanna, Rossella, Luisa, Lucia, Angela,
  Carla, Teresa, Rita, Marina, Emanuela, Debora, Irene, Noemi, Greta, Ludovica, Benedetta,
  Margherita, Caterina, Vittoria, Gaia, Alessia, Jessica, Sabrina, Nicoletta, Loredana, Raffaella,
  Cinzia, Tiziana, Lorena, Donatella, Gabriella, Giuseppina, Carmela, Rosa, Ornella, Sonia, Viviana,
  Miriam, Letizia, Lisa
`);

export const ITALIAN_MALE = list(`
  Marco, Andrea, Alessandro, Luca, Giuseppe, Francesco, Matteo, Davide, Stefano, Lorenzo, Simone,
  Paolo, Roberto, Giovanni, Antonio, Fabio, Federico, Riccardo, Daniele, Massimo, Gabriele, Claudio,
  Alberto, Mario, Giorgio, Emanuele, Michele, Nicola, Filippo, Mattia, Tommaso, Leonardo, Pietro,
  Salvatore, Vincenzo, Luigi, Enrico, Maurizio, Franco, Sergio, Raffaele, Diego, Edoardo, Giacomo,
  Gianluca, Alessio, Cristian, Dario, Emilio, Fabrizio, Gianni, Giulio, Ivan, Jacopo, Luciano,
  Manuel, Mauro, Nicolò, Pasquale, Samuele, Valerio, Vittorio, Carlo, Domenico, Angelo, Gennaro,
  Cesare, Ciro, Elia, Christian, Bruno, Piero, Renato, Silvio, Tiziano, Ugo, Aldo, Sandro, Umberto,
  Walter
`);

export const ITALIAN_LAST = list(`
  Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo,
  Conti, De Luca, Mancini, Costa, Giordano, Rizzo, Lombardi, Moretti, Barbieri, Fontana, Santoro,
  Mariani, Rinaldi, Caruso, Ferrara, Galli, Martini, Leone, Longo, Gentile, Martinelli, Vitale,
  Lombardo, Serra, Coppola, De Santis, D'Angelo, Marchetti, Parisi, Villa, Conte, Ferraro, Ferri,
  Fabbri, Bianco, Marini, Grasso, Valentini, Messina, Sala, De Angelis, Gatti, Pellegrini, Palumbo,
  Sanna, Farina, Rizzi, Monti, Cattaneo, Morelli, Amato, Silvestri, Mazza, Testa, Grassi,
  Pellegrino, Carbone, Giuliani, Benedetti, Barone, Rossetti, Caputo, Montanari, Guerra, Palmieri,
  Bernardi, Martino, Fiore, De Rosa, Ferretti, Bellini, Basile, Riva, Donati, Piras, Vitali,
  Battaglia, Sartori, Neri, Costantini, Milani, Pagano, Ruggiero, Sorrentino, D'Amico, Orlando, Negri
`);

export const SPANISH_FEMALE = list(`
  María, Carmen, Ana, Laura, Marta, Cristina, Lucía, Elena, Isabel, Pilar, Raquel, Sara, Paula,
  Beatriz, Silvia, Rocío, Patricia, Nuria, Irene, Sonia, Alba, Andrea, Rosa, Mónica, Eva, Marina,
  Natalia, Julia, Teresa, Lorena, Montserrat, Alicia, Inmaculada, Mercedes, Yolanda, Ainhoa, Noelia,
  Susana, Esther, Miriam, Claudia, Sandra, Verónica, Ángela, Clara, Carla, Blanca, Nerea, Leire,
  Itziar, Judith, Gemma, Olga, Aurora, Celia, Begoña, Amaia, Estíbaliz, Ana Belén,
  María José, María Jesús, Rosario, Consuelo, Encarnación
`);

export const SPANISH_MALE = list(`
  Antonio, José, Manuel, Francisco, David, Juan, Javier, Daniel, José Antonio, Carlos, Jesús,
  Alejandro, Miguel, José Luis, Rafael, Pablo, Sergio, Fernando, Jorge, Luis, Alberto, Álvaro,
  Adrián, Diego, Raúl, Iván, Rubén, Enrique, Óscar, Ramón, Andrés, Vicente, Joaquín, Santiago,
  Víctor, Mario, Roberto, Jaime, Ignacio, Alfonso, Marcos, Hugo, Íñigo, Jordi, Xavier, Marc, Pau,
  Álex, Gonzalo, Guillermo, Eduardo, Rodrigo, Ricardo, Salvador, Emilio, Tomás, Agustín, Felipe,
  Gabriel, Aitor, Unai, Asier, Borja, Ismael, Samuel, Lucas, Martín, Nicolás, Julián, Mateo,
  Juan Carlos, José Manuel, Francisco Javier, Juan José, Miguel Ángel, Josep, Sergi
`);

export const SPANISH_LAST = list(`
  García, Rodríguez, González, Fernández, López, Martínez, Sánchez, Pérez, Gómez, Martín, Jiménez,
  Ruiz, Hernández, Díaz, Moreno, Muñoz, Álvarez, Romero, Alonso, Gutiérrez, Navarro, Torres,
  Domínguez, Vázquez, Ramos, Gil, Ramírez, Serrano, Blanco, Molina, Morales, Suárez, Ortega,
  Delgado, Castro, Ortiz, Rubio, Marín, Sanz, Núñez, Iglesias, Medina, Garrido, Cortés, Castillo,
  Santos, Lozano, Guerrero, Cano, Prieto, Méndez, Cruz, Calvo, Gallego, Herrera, Márquez, León,
  Peña, Flores, Cabrera, Campos, Vega, Fuentes, Carrasco, Díez, Caballero, Reyes, Nieto, Aguilar,
  Pascual, Santana, Herrero, Montero, Lorenzo, Hidalgo, Giménez, Ibáñez, Ferrer, Durán, Santiago,
  Benítez, Vidal, Mora, Vicente, Arias, Crespo, Pastor, Soto, Sáez, Román, Velasco, Moya, Soler,
  Parra, Esteban, Bravo, Gallardo, Rojas, Pardo, Merino, Franco, Espinosa, Izquierdo, Lara, Rivas,
  Silva, Rivera, Casado, Arroyo, Redondo, Camacho, Rey, Vera, Otero, Luque, Galán, Montes, Ríos,
  Sierra, Segura, Carmona, Vargas, Marcos, Mendoza, Soriano, Robles, Bernal, Vallejo, Puig, Roca,
  Font, Serra, Pujol, Vila, Echeverría, Etxeberria, Aguirre, Goikoetxea
`);

export const PORTUGUESE_FEMALE = list(`
  Maria, Ana, Joana, Inês, Sofia, Mariana, Beatriz, Catarina, Rita, Sara, Marta, Filipa, Cláudia,
  Carla, Patrícia, Sónia, Susana, Andreia, Vera, Raquel, Diana, Daniela, Margarida, Carolina, Teresa,
  Helena, Isabel, Cristina, Paula, Sandra, Tânia, Liliana, Bárbara, Leonor, Matilde, Mafalda, Rosa,
  Fernanda, Luísa, Alexandra
`);

export const PORTUGUESE_MALE = list(`
  João, José, António, Francisco, Pedro, Miguel, Tiago, Rui, Nuno, Ricardo, Bruno, Paulo, Luís,
  Carlos, Manuel, Jorge, Diogo, André, Hugo, Rafael, Gonçalo, Duarte, Tomás, Rodrigo, Filipe,
  Fernando, Sérgio, Vítor, Hélder, Marco, Daniel, David, Fábio, Márcio, Joaquim, Gabriel, Martim,
  Afonso, Henrique, Alexandre
`);

export const PORTUGUESE_LAST = list(`
  Silva, Santos, Ferreira, Pereira, Oliveira, Costa, Rodrigues, Martins, Jesus, Sousa, Fernandes,
  Gonçalves, Gomes, Lopes, Marques, Alves, Almeida, Ribeiro, Pinto, Carvalho, Teixeira, Moreira,
  Correia, Mendes, Nunes, Soares, Vieira, Monteiro, Cardoso, Rocha
`);

export const DUTCH_FEMALE = list(`
  Anne, Lisa, Laura, Sanne, Lotte, Emma, Eva, Femke, Marloes, Linda, Kim, Sarah, Anouk, Iris,
  Esther, Marieke, Ilse, Inge, Sandra, Monique, Petra, Marjolein, Mirjam, Judith, Nicole, Wendy,
  Saskia, Annemieke, Maaike, Renske, Fleur, Sophie, Julia, Manon, Evelien, Karin, Ingrid, Marleen,
  Els, Anja, Miranda, Chantal, Daphne, Jolanda, Simone, Suzanne, Charlotte, Roos, Lieke, Kirsten,
  Noor, Britt, Merel, Naomi, Nina, Tessa, Joyce, Ellen, Hanneke, Yvonne
`);

export const DUTCH_MALE = list(`
  Jan, Pieter, Dirk, Bas, Tom, Thomas, Mark, Martijn, Jeroen, Sander, Niels, Bart, Joost, Maarten,
  Wouter, Stefan, Rob, Erik, Kees, Hans, Peter, Johan, Willem, Henk, Marcel, Ruud, Frank, Paul,
  Michiel, Jasper, Ruben, Daan, Sem, Lars, Tim, Rick, Jesse, Thijs, Koen, Roel, Vincent, Arjan,
  Ronald, Edwin, Erwin, Patrick, Dennis, Robin, Gijs, Jelle, Bram, Stijn, Floris, Hugo, Wim, Gerrit,
  Bert, Remco, Marco, Richard
`);

export const DUTCH_LAST = list(`
  de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Janssen, Visser, Smit, Meijer, de Boer,
  Mulder, de Groot, Bos, Vos, Peters, Hendriks, van Leeuwen, Dekker, Brouwer, de Wit, Dijkstra,
  Smits, de Graaf, van der Meer, van der Linden, Kok, Jacobs, de Haan, Vermeulen, van den Heuvel,
  van der Veen, van den Broek, de Bruijn, de Bruin, van der Heijden, Schouten, van Beek, Willems,
  van Vliet, van de Ven, Hoekstra, Maas, Verhoeven, Koster, van Dam, van der Wal, Prins, Blom,
  Huisman, Peeters, de Lange, Kuipers, van Wijk, Postma, Kramer, van den Bosch, Vink
`);

export const SWEDISH_LAST_HEAD = list(`
  Andersson, Johansson, Karlsson, Nilsson, Eriksson, Larsson, Olsson, Persson, Svensson, Gustafsson,
  Pettersson, Jonsson, Jansson, Hansson, Bengtsson, Lindberg, Lindqvist, Magnusson, Lindström,
  Olofsson
`);

export const DANISH_LAST_HEAD = list(`
  Nielsen, Jensen, Hansen, Pedersen, Andersen, Christensen, Larsen, Sørensen, Rasmussen, Jørgensen,
  Petersen, Madsen, Kristensen, Olsen, Thomsen, Christiansen, Poulsen, Johansen, Møller, Mortensen
`);

export const NORWEGIAN_LAST_HEAD = list(`
  Hansen, Johansen, Olsen, Larsen, Andersen, Pedersen, Nilsen, Kristiansen, Jensen, Karlsen,
  Johnsen, Pettersen, Eriksen, Berg, Haugen, Hagen, Johannessen, Andreassen, Jacobsen, Dahl
`);

export const GREEK_FEMALE = list(`
  Maria, Eleni, Aikaterini, Vasiliki, Sofia, Georgia, Dimitra, Anastasia, Ioanna, Konstantina,
  Christina, Angeliki, Panagiota, Evangelia, Athina, Despoina, Kalliopi, Paraskevi, Stavroula, Zoi,
  Eirini, Anna, Foteini, Chrysoula, Theodora, Alexandra, Marina, Efthymia, Nikoleta, Katerina
`);

export const GREEK_MALE = list(`
  Georgios, Ioannis, Konstantinos, Dimitrios, Nikolaos, Panagiotis, Vasileios, Christos,
  Athanasios, Michail, Evangelos, Spyridon, Antonios, Anastasios, Theodoros, Andreas, Charalampos,
  Alexandros, Emmanouil, Ilias, Stavros, Petros, Pavlos, Stylianos, Kyriakos, Apostolos, Sotirios,
  Thomas, Stefanos, Nikos, Giannis, Kostas
`);

/** Masculine forms; the pool derives the feminine ones (Papadopoulos, Papadopoulou). */
export const GREEK_LAST = list(`
  Papadopoulos, Papadakis, Papageorgiou, Georgiou, Oikonomou, Dimitriou, Vlachos, Nikolaidis,
  Konstantinidis, Papanikolaou, Ioannou, Karagiannis, Makris, Pappas, Antoniou, Christodoulou,
  Athanasiou, Alexiou, Papadimitriou, Georgiadis, Michailidis, Vasileiou, Angelopoulos,
  Panagiotopoulos, Papachristou, Katsaros, Theodorou, Kostopoulos, Dimopoulos, Triantafyllou,
  Karalis, Apostolou, Stavropoulos, Anagnostou, Kyriakou, Petropoulos, Nikolaou, Sotiriou,
  Konstantinou, Markou, Lambrou, Mavridis, Tsoukalas, Galanis, Spanos, Zervas, Raptis
`);

export const ROMANIAN_FEMALE = list(`
  Maria, Elena, Ioana, Andreea, Ana, Alexandra, Mihaela, Cristina, Gabriela, Raluca, Alina, Diana,
  Laura, Daniela, Georgiana, Roxana, Simona, Adriana, Irina, Oana, Bianca, Monica, Loredana, Carmen,
  Ramona, Nicoleta, Florentina, Denisa, Larisa, Corina
`);

export const ROMANIAN_MALE = list(`
  Ion, Andrei, Alexandru, Mihai, Ionuț, Gheorghe, Constantin, Florin, Adrian, Daniel, Marius,
  Cristian, Bogdan, Vasile, Nicolae, Ștefan, Gabriel, Dumitru, Cătălin, Răzvan, Radu, George, Vlad,
  Sorin, Ciprian, Claudiu, Lucian, Ovidiu, Paul, Victor
`);

export const ROMANIAN_LAST_HEAD = list(`
  Popescu, Popa, Pop, Radu, Dumitru, Stan, Stoica, Gheorghe, Matei, Ciobanu, Rusu, Munteanu,
  Constantin, Ionescu, Mihai, Georgescu, Marin, Tudor, Florea, Moldovan
`);

export const HUNGARIAN_FEMALE = list(`
  Anna, Katalin, Eszter, Zsófia, Andrea, Krisztina, Erika, Mónika, Judit, Ildikó, Éva, Nóra, Réka,
  Dóra, Petra, Viktória, Boglárka, Orsolya, Ágnes, Anita, Beáta, Zsuzsanna, Tímea, Edit, Gabriella
`);

export const HUNGARIAN_MALE = list(`
  László, István, József, Zoltán, Sándor, Gábor, Ferenc, Attila, Péter, Tamás, Zsolt, János,
  Balázs, Csaba, Dániel, Ádám, Gergely, Bence, Máté, Dávid, Norbert, Tibor, Róbert, Krisztián,
  Levente
`);
