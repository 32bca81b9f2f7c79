/**
 * Latin American names (Spanish-speaking countries and Brazil), written with their accents;
 * the US Hispanic pool drops them (names-data-pools.ts). Faker's es_MX and es lists are added
 * as a low-weight tail in the pools.
 */
import { list } from './names-data-source';

export const HISPANIC_FEMALE = list(`
  María, Ana, Laura, Daniela, Gabriela, Andrea, Mariana, Alejandra, Carolina, Paola, Claudia,
  Patricia, Adriana, Sofía, Valeria, Fernanda, Camila, Natalia, Diana, Karla, Verónica, Mónica,
  Lucía, Isabel, Elena, Rosa, Carmen, Guadalupe, Leticia, Silvia, Martha, Lorena, Sandra, Paula,
  Valentina, Jimena, Ximena, Montserrat, Itzel, Brenda, Araceli, Yesenia, Jessica, Karina, Liliana,
  Beatriz, Teresa, Juana, Margarita, Alicia, Rocío, Julieta, Victoria, Regina, Renata, Estefanía,
  Catalina, Ángela, Yolanda, Gloria, Norma, Irma, Blanca, Esperanza, Cristina, Marisol,
  Viviana, Johana, Tatiana, Angélica, Luisa, Juliana, Marcela, Susana, Raquel, Cecilia, Graciela,
  Esther, Inés, Pilar, Lourdes, Dolores, Miriam, Elizabeth, Nancy, Rebeca, Sara, Miranda, Abril,
  Fátima, Dulce, Berenice, Nayeli, Wendy, Vanessa, Melissa, Stephanie, Erika, Rosario, Consuelo,
  Ivonne, Lizbeth, Mayra, Nohemí, Yadira, Maribel, Elisa, Emilia, Antonia, Florencia, Constanza,
  Javiera, Francisca, Macarena, Agustina, Micaela, Milagros, Belén, Romina, Luciana, Antonella,
  Ana María, María José, María Fernanda, Ana Sofía, Luz María, María Elena, María Isabel
`);

export const HISPANIC_MALE = list(`
  José, Juan, Luis, Carlos, Jorge, Miguel, Francisco, Antonio, Alejandro, Manuel, Jesús, Pedro,
  Ricardo, Fernando, Javier, Roberto, Daniel, Eduardo, Rafael, Sergio, Mario, Raúl, Víctor, Andrés,
  Diego, Gabriel, Alberto, Arturo, Enrique, Héctor, Óscar, Hugo, Pablo, Martín, Rodrigo, Gustavo,
  Ramón, Armando, Julio, Guillermo, Alfredo, Ernesto, Salvador, Ignacio, Felipe, Santiago, Sebastián,
  Nicolás, Mateo, Emiliano, Leonardo, Adrián, Iván, Cristian, Ángel, Gerardo, Rubén, Marco, Omar,
  Israel, Abraham, Samuel, David, Tomás, Joaquín, Agustín, Esteban, Mauricio, César, Hernán, Gonzalo,
  Álvaro, Emilio, Rolando, Orlando, Alfonso, Edgar, Erick, Alan, Kevin, Brandon, Bryan, Jonathan,
  Fabián, Octavio, Lorenzo, Ulises, Saúl, Isaac, Ismael, Moisés, Efraín, Rigoberto, Humberto,
  Guadalupe, Benjamín, Facundo, Matías, Franco, Lucas, Maximiliano, Ezequiel, Leandro, Federico,
  Juan Carlos, José Luis, Juan Pablo, Luis Fernando, Miguel Ángel, José Antonio, Juan Manuel,
  Carlos Alberto, Jorge Luis, Luis Miguel, José Manuel, Juan José
`);

export const HISPANIC_LAST = list(`
  García, Hernández, Martínez, López, González, Rodríguez, Pérez, Sánchez, Ramírez, Cruz, Flores,
  Gómez, Morales, Vázquez, Reyes, Jiménez, Torres, Díaz, Gutiérrez, Ruiz, Mendoza, Aguilar, Ortiz,
  Moreno, Castillo, Romero, Álvarez, Méndez, Chávez, Rivera, Juárez, Ramos, Domínguez, Herrera,
  Medina, Castro, Vargas, Guzmán, Velázquez, Muñoz, Rojas, Contreras, Salazar, Luna, Ortega,
  Guerrero, Estrada, Bautista, Cortés, Soto, Alvarado, Espinoza, Lara, Ríos, Navarro, Cervantes,
  Delgado, Sandoval, Pacheco, Campos, Fuentes, Carrillo, Valdez, Núñez, Mejía, Vega, Acosta, Solís,
  Cabrera, Silva, Figueroa, Molina, Ibarra, Rosas, Ávila, Trejo, Miranda, Zamora, Marín, Robles,
  Maldonado, Palacios, Nava, Cárdenas, Orozco, Galván, Rangel, Valencia, Salinas, Benítez, Cisneros,
  Padilla, Arellano, Villarreal, Ochoa, Tapia, Montes, Márquez, Serrano, Osorio, Escobar, Pineda,
  Quintero, Caballero, Bravo, León, Peña, Suárez, Ponce, Mora, Carmona, Garza, Trujillo, Esquivel,
  Villegas, Zúñiga, Lozano, Vera, Beltrán, Barrera, Santiago, Rubio, Montoya, Duarte, Franco,
  Gallegos, Santos, Cano, Meza, Camacho, Rosales, Aguirre, Ayala, Calderón, Córdova, Macías,
  Mercado, Villanueva, Andrade, Hidalgo, Zapata, Arias, Gil, Blanco, Carrasco, Sosa, Arroyo,
  Paredes, Castañeda, Correa, Tovar, Velasco, Ocampo, Cuevas, Fernández, Guerra, Restrepo, Cardona,
  Giraldo, Quiroga, Pereyra, Ferreyra, Giménez, Benavides, Bermúdez, Cuéllar, Escamilla, Lugo,
  Montalvo, Pizarro, Quiñones, Salgado, Sepúlveda, Valenzuela, Villalobos, Zambrano, Olivares
`);

// Argentina and Uruguay: Italian surnames are as common as Spanish ones.
export const RIOPLATENSE_LAST = list(`
  González, Rodríguez, Gómez, Fernández, López, Díaz, Martínez, Pérez, García, Sánchez, Romero, Sosa,
  Torres, Álvarez, Ruiz, Ramírez, Flores, Benítez, Acosta, Medina, Herrera, Suárez, Aguirre,
  Giménez, Gutiérrez, Pereyra, Rojas, Molina, Castro, Ortiz, Silva, Núñez, Luna, Juárez, Cabrera,
  Ríos, Ferreyra, Godoy, Morales, Domínguez, Moreno, Peralta, Vega, Carrizo, Quiroga, Castillo,
  Ledesma, Muñoz, Ojeda, Ponce, Vera, Vázquez, Villalba, Cardozo, Navarro, Coronel, Ramos, Rossi,
  Russo, Ferrari, Romano, Colombo, Bruno, Gallo, Costa, Fontana, Greco, Rinaldi, Lombardi, Moretti,
  Ricci, Marino, Mancini, Caruso, Bianchi, Esposito
`);

export const BRAZILIAN_FEMALE = list(`
  Ana, Maria, Juliana, Fernanda, Patrícia, Aline, Camila, Amanda, Bruna, Jéssica, Letícia, Mariana,
  Gabriela, Larissa, Vanessa, Carla, Renata, Luciana, Priscila, Tatiana, Daniela, Beatriz, Natália,
  Raquel, Adriana, Cristiane, Simone, Sandra, Márcia, Luana, Débora, Thaís, Bianca, Carolina, Isabela,
  Rafaela, Viviane, Kelly, Michele, Paula, Roberta, Sabrina, Lúcia, Cláudia, Elaine, Rosana, Fabiana,
  Andréia, Ana Paula, Ana Carolina, Maria Eduarda, Maria Clara, Ana Luiza, Luiza, Júlia, Vitória,
  Giovanna, Helena, Alice, Laura, Sophia, Yasmin, Lorena, Bárbara, Jaqueline, Sílvia, Regina, Vera,
  Mônica, Érica, Flávia, Karina, Lívia, Talita, Rebeca, Tainá, Ingrid, Camille, Nathalia, Milena
`);

export const BRAZILIAN_MALE = list(`
  João, José, Lucas, Gabriel, Pedro, Rafael, Felipe, Guilherme, Matheus, Bruno, Gustavo, Rodrigo,
  Thiago, Leonardo, Marcelo, Diego, Eduardo, Vinícius, André, Carlos, Daniel, Paulo, Fernando,
  Ricardo, Luiz, Antônio, Francisco, Marcos, Fábio, Alexandre, Leandro, Renato, Roberto, Márcio,
  Sérgio, Fabrício, Igor, Caio, Henrique, Victor, Vitor, Luan, Murilo, Otávio, Samuel, Júlio, César,
  Wesley, Anderson, Cleber, Everton, Douglas, Wellington, Jefferson, Robson, Edson, Gilberto, Renan,
  Arthur, Enzo, Davi, Heitor, Miguel, Bernardo, João Pedro, João Paulo, Luiz Fernando,
  Carlos Eduardo, Paulo Henrique, Luís, Raul, Hugo, Caio César, Mateus, Alex
`);

export const BRAZILIAN_LAST = list(`
  Silva, Santos, Oliveira, Souza, Rodrigues, Ferreira, Alves, Pereira, Lima, Gomes, Costa, Ribeiro,
  Martins, Carvalho, Almeida, Lopes, Soares, Fernandes, Vieira, Barbosa, Rocha, Dias, Nascimento,
  Andrade, Moreira, Nunes, Marques, Machado, Mendes, Freitas, Cardoso, Ramos, Gonçalves, Santana,
  Teixeira, Araújo, Pinto, Cavalcanti, Monteiro, Moura, Correia, Castro, Campos, Batista, Reis,
  Nogueira, Azevedo, Cunha, Miranda, Melo, Barros, Farias, Xavier, Cruz, Pires, Duarte, Sales,
  Borges, Fonseca, Prado, Tavares, Brito, Assis, Aguiar, Bezerra, Siqueira, Coelho, Medeiros,
  Vasconcelos, Macedo, Leite, Guimarães, Magalhães, Queiroz, Sampaio, Peixoto, Rezende, Pacheco,
  Viana, Matos, Amaral, Moraes, Paiva, Lacerda, Franco, Bastos, Rios, Coutinho, Albuquerque, Pimentel
`);
